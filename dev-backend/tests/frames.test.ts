import { describe, expect, it } from 'vitest';
import { FrameError, FrameParser, encodeFrame, header } from '../src/stomp/frames.js';

const text = (s: string): Buffer => Buffer.from(s, 'utf8');

describe('STOMP frame codec', () => {
  it('round-trips a frame and escapes header values', () => {
    const encoded = encodeFrame('MESSAGE', [['note', 'a:b\nc\\d\re']], '{"x":1}');
    expect(encoded.toString()).toBe('MESSAGE\nnote:a\\cb\\nc\\\\d\\re\n\n{"x":1}\0');
    const { frames } = new FrameParser().push(encoded);
    expect(frames).toHaveLength(1);
    expect(frames[0]?.command).toBe('MESSAGE');
    expect(frames[0] && header(frames[0], 'note')).toBe('a:b\nc\\d\re');
    expect(frames[0]?.body.toString()).toBe('{"x":1}');
  });

  it('does not escape or unescape CONNECT and CONNECTED headers', () => {
    expect(encodeFrame('CONNECTED', [['x', 'a:b']]).toString()).toBe('CONNECTED\nx:a:b\n\n\0');
    const { frames } = new FrameParser().push(text('CONNECT\nAuthorization:Bearer a\\cb\n\n\0'));
    expect(frames[0] && header(frames[0], 'Authorization')).toBe('Bearer a\\cb');
  });

  it('reassembles a frame split over several messages', () => {
    const parser = new FrameParser();
    const whole = 'SEND\ndestination:/app/place-bid\n\n{"amount":5}\0';
    const pieces = [whole.slice(0, 3), whole.slice(3, 20), whole.slice(20, 31), whole.slice(31)];
    const results = pieces.map((p) => parser.push(text(p)).frames);
    expect(results.slice(0, 3).every((f) => f.length === 0)).toBe(true);
    expect(results[3]?.[0]?.body.toString()).toBe('{"amount":5}');
  });

  it('reads several frames and heart-beats from one message', () => {
    const { frames, heartbeats } = new FrameParser().push(
      text('\nSUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0\r\n\nUNSUBSCRIBE\nid:1\n\n\0\n'),
    );
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']);
    expect(heartbeats).toBe(4);
  });

  it('counts a bare newline as a heart-beat', () => {
    expect(new FrameParser().push(text('\n'))).toEqual({ frames: [], heartbeats: 1 });
  });

  it('honours content-length, including NUL bytes inside the body', () => {
    const body = Buffer.from([0x61, 0x00, 0x62, 0xc3, 0xa6]);
    const frame = Buffer.concat([text('SEND\ncontent-length:5\n\n'), body, Buffer.from([0])]);
    const parser = new FrameParser();
    expect(parser.push(frame.subarray(0, 22)).frames).toHaveLength(0);
    const { frames } = parser.push(frame.subarray(22));
    expect(frames[0]?.body.equals(body)).toBe(true);
  });

  it('accepts CRLF line endings and keeps the first of repeated headers', () => {
    const { frames } = new FrameParser().push(text('SEND\r\nfoo:1\r\nfoo:2\r\n\r\nhi\0'));
    expect(frames[0] && header(frames[0], 'foo')).toBe('1');
    expect(frames[0]?.body.toString()).toBe('hi');
  });

  it('rejects garbage, bad escapes, bad content-length and oversized frames', () => {
    expect(() => new FrameParser().push(text('hello world\n\n\0'))).toThrow(FrameError);
    expect(() => new FrameParser().push(text('SEND\nx:a\\tb\n\n\0'))).toThrow(FrameError);
    expect(() => new FrameParser().push(text('SEND\ncontent-length:2\n\nabc\0'))).toThrow(FrameError);
    expect(() => new FrameParser().push(text('SEND\nnocolon\n\n\0'))).toThrow(FrameError);
    expect(() => new FrameParser(100).push(text('SEND\n\n' + 'x'.repeat(200)))).toThrow(FrameError);
  });
});
