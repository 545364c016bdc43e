import { it } from 'vitest';
it('env', () => {
  console.log('setImmediate', typeof setImmediate, 'MessageChannel', typeof MessageChannel, String(MessageChannel).slice(0, 80));
});
