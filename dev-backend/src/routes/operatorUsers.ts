import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { ApiError, Forbidden } from '../http/errors.js';
import { isAdmin, jsonBody, pathId, requireCaller } from '../http/request.js';
import { Checker } from '../http/validation.js';
import { newUser } from '../store/newUser.js';
import { representativeView, userView } from '../store/views.js';
import { checkProfileUpdate } from './profileUpdate.js';
import { checkEmail, checkName, checkNewPassword, checkRegistrationPhone } from './userPayloads.js';
import { ADMINS, applyProfile, assertEmailFreeIn, findUserIn } from './userRules.js';

/** The operator console's calls on users (contract §9, §14.2). */
export function registerOperatorUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  app.get('/api/v1/users/admins', async (request) => {
    requireCaller(request, ADMINS);
    return [...store.users.values()].filter(isAdmin).map((u) => userView(u, store));
  });

  app.get('/api/v1/users/by-email/:email', async (request) => {
    requireCaller(request, ADMINS);
    const { email } = request.params as { email: string };
    const user = store.userByEmail(email);
    if (!user) throw new ApiError(404, `User with email ${email} was not found`);
    return userView(user, store);
  });

  app.get('/api/v1/users/by-number/:phoneNumber', async (request) => {
    requireCaller(request, ADMINS);
    const { phoneNumber } = request.params as { phoneNumber: string };
    const users = [...store.users.values()].filter((u) => u.phoneNumber === phoneNumber);
    // An Optional query (UserJpaRepository.findByPhoneNumber): a second user with the number makes
    // Spring throw IncorrectResultSizeDataAccessException, which no handler maps: 403, empty body.
    if (users.length > 1) throw new Forbidden('phone number shared by several users');
    const [user] = users;
    if (!user) throw new ApiError(404, `User with number ${phoneNumber} was not found`);
    return userView(user, store);
  });

  // Pre-signed links to the private bucket, valid ctx.timing.licenceLinkMs (production: 10 min).
  app.get('/api/v1/users/buyers/:id/licences', async (request) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    if (me.id !== id && !isAdmin(me)) throw new Forbidden('not own company');
    const company = findUserIn(store, id, me);
    return company.licenceUrls.map((url) => ctx.licenceLinks.sign(url, ctx.timing.licenceLinkMs));
  });

  app.post('/api/v1/users/register-admin', async (request) => {
    const c = new Checker(jsonBody(request));
    const name = checkName(c);
    const phoneNumber = checkRegistrationPhone(c);
    const email = checkEmail(c);
    const password = checkNewPassword(c);
    c.string('fallbackEmail', 'Fallback email cannot be null', 'Fallback email cannot be blank');
    c.done();
    // Method-level rule, after validation (contract §3.1).
    requireCaller(request, ['SUPER_ADMIN']);
    assertEmailFreeIn(store, email);
    const admin = newUser({ name, phoneNumber, email, role: 'ADMIN', passwordHash: hashPassword(password) });
    store.users.set(admin.id, admin);
    return userView(admin, store);
  });

  app.get('/api/v1/users/representatives/:id/with-company', async (request) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    if (me.id !== id && !isAdmin(me)) throw new Forbidden('not self');
    const user = store.users.get(id);
    if (user?.role !== 'BUYER_REPRESENTATIVE') throw new ApiError(404, `User with id '${id}' does not exist`);
    const company = store.users.get(user.buyerCompanyId ?? '');
    return {
      representative: representativeView(user),
      companyName: company?.organisationName ?? null,
      companyEmail: company?.email ?? null,
      companyPhoneNumber: company?.phoneNumber ?? null,
      companyContactPerson: company?.name ?? null,
    };
  });

  // Like PUT /users, but the e-mail is applied for every role, companies included.
  app.put('/api/v1/users/as-admin', async (request) => {
    requireCaller(request, ADMINS);
    const update = checkProfileUpdate(jsonBody(request));
    // `UserApplicationService.updateUserAsAdmin`: no rule on whom (an ADMIN edits a SUPER_ADMIN too).
    const target = store.users.get(update.id);
    if (!target) throw new ApiError(404, `User with id ${update.id} was not found`);
    applyProfile(store, target, update, true);
    return userView(target, store);
  });
}
