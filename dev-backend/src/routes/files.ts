import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { Forbidden } from '../http/errors.js';
import { queryValue } from '../http/request.js';
import { carIllustration } from '../seed/carIllustration.js';

/** S3's XML error answer, which is what a browser gets for a dead or expired link. */
function s3Error(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/** The two buckets: public images under `/files/{name}`, pre-signed private files under `/files/private/`. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/files/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const svg = carIllustration(name);
    if (svg !== null)
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    const file = ctx.files.get(name);
    if (!file?.isPublic) throw new Forbidden('no such file');
    return reply.type(file.contentType).send(readFileSync(file.path));
  });

  app.get('/files/private/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const verdict = ctx.licenceLinks.check(
      name,
      queryValue(request, 'expires'),
      queryValue(request, 'X-Amz-Signature'),
    );
    if (verdict === 'expired') return s3Error(reply, 403, 'AccessDenied', 'Request has expired');
    if (verdict !== 'valid')
      return s3Error(
        reply,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match',
      );
    const file = ctx.files.get(name);
    // Licences uploaded as images went to the public bucket: the private one has no such key.
    if (!file || file.isPublic) return s3Error(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
    return reply.type(file.contentType).send(readFileSync(file.path));
  });
}
