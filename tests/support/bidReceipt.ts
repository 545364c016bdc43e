/**
 * A placed bid as the room and the desk tell it in English, with its receipt in the server's time
 * (issue 43): "Your bid of 100 000,- was placed. Received by the server at 14:03:12 (Norwegian time)."
 */
export const placedWithReceipt = (amount: string): RegExp =>
  new RegExp(
    `^Your bid of ${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was placed\\. Received by the server at \\d\\d:\\d\\d:\\d\\d \\(Norwegian time\\)\\.$`,
  );
