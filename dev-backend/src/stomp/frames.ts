/** STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html), byte-exact. */

export interface Frame {
  command: string;
  /** Header order kept; for a repeated header the first occurrence wins (STOMP 1.2). */
  headers: [string, string][];
  body: Buffer;
}

export function header(frame: Frame, name: string): string | undefined {
  return frame.headers.find(([key]) => key === name)?.[1];
}

// CONNECT and CONNECTED frames carry no escapes, for compatibility with STOMP 1.0.
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

export class FrameError extends Error {}

function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/g, (_match, c: string) => {
    switch (c) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new FrameError(`Invalid escape sequence \\${c}`);
    }
  });
}

function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => ({ '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' })[c] ?? c);
}

/** Frames go out as WebSocket text messages, as Spring sends them, so they are built as strings. */
export function encodeFrame(command: string, headers: [string, string][], body = ''): string {
  const escape = UNESCAPED_COMMANDS.has(command) ? (v: string) => v : escapeHeader;
  const lines = [command, ...headers.map(([k, v]) => `${escape(k)}:${escape(v)}`)];
  return `${lines.join('\n')}\n\n${body}\0`;
}

export interface ParseResult {
  frames: Frame[];
  /** EOLs between frames: client heart-beats. */
  heartbeats: number;
}

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Incremental parser: a WebSocket message may hold part of a frame, one frame, or several,
 * so bytes are buffered until a frame is complete.
 */
export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes = 64 * 1024) {}

  push(chunk: Buffer | string): ParseResult {
    this.buffer = Buffer.concat([this.buffer, Buffer.from(chunk)]);
    const result: ParseResult = { frames: [], heartbeats: 0 };
    for (;;) {
      result.heartbeats += this.skipEols();
      if (this.buffer.length === 0) break;
      const frame = this.tryParse();
      if (!frame) {
        if (this.buffer.length > this.maxFrameBytes) throw new FrameError('Frame too large');
        break;
      }
      result.frames.push(frame);
    }
    return result;
  }

  private skipEols(): number {
    let i = 0;
    let count = 0;
    while (i < this.buffer.length) {
      if (this.buffer[i] === LF) {
        i += 1;
        count += 1;
      } else if (this.buffer[i] === CR && this.buffer[i + 1] === LF) {
        i += 2;
        count += 1;
      } else if (this.buffer[i] === CR && i + 1 === this.buffer.length) {
        break; // a lone CR may be the first half of a CRLF heart-beat
      } else break;
    }
    this.buffer = this.buffer.subarray(i);
    return count;
  }

  private tryParse(): Frame | null {
    const headerEnd = findHeaderEnd(this.buffer);
    if (!headerEnd) return null;
    const lines = this.buffer
      .subarray(0, headerEnd.start)
      .toString('utf8')
      .split('\n')
      .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines.shift() ?? '';
    if (!/^[A-Z]+$/.test(command))
      throw new FrameError(`Invalid command ${JSON.stringify(command.slice(0, 20))}`);
    const raw = !UNESCAPED_COMMANDS.has(command);
    const headers: [string, string][] = [];
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) throw new FrameError('Invalid header line');
      const key = raw ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = raw ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      headers.push([key, value]);
    }
    const bodyStart = headerEnd.end;
    const lengthHeader = headers.find(([k]) => k === 'content-length')?.[1];
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d+$/.test(lengthHeader)) throw new FrameError('Invalid content-length');
      bodyEnd = bodyStart + Number(lengthHeader);
      if (bodyEnd > this.maxFrameBytes) throw new FrameError('Frame too large');
      if (this.buffer.length < bodyEnd + 1) return null;
      if (this.buffer[bodyEnd] !== NUL) throw new FrameError('Frame body not terminated by NUL');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
    }
    const body = Buffer.from(this.buffer.subarray(bodyStart, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** Finds the blank line ending the headers (LF LF, or with CRs). */
function findHeaderEnd(buffer: Buffer): { start: number; end: number } | null {
  for (let i = 0; i < buffer.length; i++) {
    if (buffer[i] === NUL) throw new FrameError('NUL inside frame headers');
    if (buffer[i] !== LF) continue;
    if (buffer[i + 1] === LF) return { start: i, end: i + 2 };
    if (buffer[i + 1] === CR && buffer[i + 2] === LF) return { start: i, end: i + 3 };
  }
  return null;
}
