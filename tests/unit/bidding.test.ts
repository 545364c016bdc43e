import { describe, expect, it } from 'vitest';
import {
  bidKey,
  bidQuestion,
  bidQuestionChange,
  equalsAnAutoBidLimit,
  countAutoBids,
  countBids,
  isOutbid,
  largeBid,
  minimumAcceptableBid,
  minimumAutoBidLimit,
  suggestedBid,
} from '../../src/rules/bidding';

const terms = (highest: number | null, startingPrice = 100_000, minimalStep = 1_000) => ({
  startingPrice,
  minimalStep,
  highestBid: highest === null ? null : { amount: highest },
});

describe('minimumAcceptableBid (Auction.validateBid)', () => {
  it('is the starting price when there is no bid', () => {
    expect(minimumAcceptableBid(terms(null))).toBe(100_000);
    expect(minimumAcceptableBid({ startingPrice: 5, minimalStep: 1 })).toBe(5);
  });

  it('is the highest bid plus the minimal step', () => {
    expect(minimumAcceptableBid(terms(120_000))).toBe(121_000);
  });

  it('stays the highest bid plus the step after an operator raised the starting price above it', () => {
    // Production checks the starting price only while there is no bid (contract §7.4).
    expect(minimumAcceptableBid(terms(50_000))).toBe(51_000);
    expect(minimumAcceptableBid(terms(99_000))).toBe(100_000);
    expect(minimumAcceptableBid(terms(120_000, 200_000, 1_000))).toBe(121_000);
  });

  it('accepts a step of zero (the backend allows it)', () => {
    expect(minimumAcceptableBid(terms(120_000, 100_000, 0))).toBe(120_000);
  });
});

describe('minimumAutoBidLimit (Auction.validateAutoBid)', () => {
  it('is the starting price when there is no bid', () => {
    expect(minimumAutoBidLimit(terms(null))).toBe(100_000);
  });

  it('is the highest bid plus two steps (contract §7.5), one step more than a bid', () => {
    expect(minimumAutoBidLimit(terms(120_000))).toBe(122_000);
    expect(minimumAutoBidLimit(terms(120_000)) - minimumAcceptableBid(terms(120_000))).toBe(1_000);
  });

  it('stays the highest bid plus two steps after an operator raised the starting price above it', () => {
    expect(minimumAutoBidLimit(terms(10_000))).toBe(12_000);
    expect(minimumAutoBidLimit(terms(120_000, 300_000))).toBe(122_000);
  });
});

const room = (highest: number | null, limits: number[], minimalStep = 1_000) => ({
  ...terms(highest, 100_000, minimalStep),
  autoBids: limits.map((limitAmount, index) => ({ bidderId: `rival-${index}`, limitAmount })),
});

describe('equalsAnAutoBidLimit / suggestedBid (issue 36)', () => {
  it('suggests the minimum when no autobid has it as its limit', () => {
    expect(suggestedBid(room(146_000, [150_000]))).toBe(147_000);
    expect(suggestedBid(room(null, []))).toBe(100_000);
  });

  it('steps past a minimum equal to a rival’s autobid limit, which production refuses', () => {
    expect(equalsAnAutoBidLimit(147_000, room(146_000, [147_000]).autoBids)).toBe(true);
    expect(equalsAnAutoBidLimit(147_001, room(146_000, [147_000]).autoBids)).toBe(false);
    expect(suggestedBid(room(146_000, [147_000]))).toBe(148_000);
  });

  it('steps past several limits in a row, and by 1 krone with a step of 0', () => {
    expect(suggestedBid(room(146_000, [147_000, 148_000, 150_000]))).toBe(149_000);
    expect(suggestedBid(room(146_000, [146_000, 146_001], 0))).toBe(146_002);
  });

  it('starts from a given amount: the next free amount from what was typed', () => {
    expect(suggestedBid(room(146_000, [160_000]), 160_000)).toBe(161_000);
    expect(suggestedBid(room(146_000, [160_000]), 155_500)).toBe(155_500);
  });
});

const bid = (bidderId: string, amount: number, second = 0) => ({
  bidderId,
  amount,
  placedAt: `2026-01-01T10:00:${String(second).padStart(2, '0')}Z`,
});

describe('countBids / countAutoBids', () => {
  const bids = [bid('a', 100), bid('b', 200, 1), bid('a', 300, 2), bid('a', 100, 3)];

  it('counts the bids of one bidder at one amount', () => {
    expect(countBids(bids, 'a', 100)).toBe(2);
    expect(countBids(bids, 'a', 300)).toBe(1);
    expect(countBids(bids, 'b', 100)).toBe(0);
    expect(countBids([], 'a', 100)).toBe(0);
  });

  it('counts the auto-bids of one bidder with one limit', () => {
    const autoBids = [
      { bidderId: 'a', limitAmount: 500, placedAt: '' },
      { bidderId: 'b', limitAmount: 500, placedAt: '' },
      { bidderId: 'a', limitAmount: 600, placedAt: '' },
    ];
    expect(countAutoBids(autoBids, 'a', 500)).toBe(1);
    expect(countAutoBids(autoBids, 'c', 500)).toBe(0);
  });
});

describe('isOutbid', () => {
  const bid = (bidderId: string, amount: number) => ({ bidderId, amount });
  const state = (...bids: { bidderId: string; amount: number }[]) => ({
    highestBid: bids.at(-1) ?? null,
    bids,
  });

  it('is true when the user led and someone else leads now', () => {
    expect(isOutbid(bid('me', 100), state(bid('me', 100), bid('other', 110)), 'me')).toBe(true);
  });

  it('is true when the user bid past what led, and a rival answered before the next read (issue 36)', () => {
    // Seen: the rival led at 100. One read brings the user's 110 and the rival's 120.
    expect(
      isOutbid(bid('other', 100), state(bid('other', 100), bid('me', 110), bid('other', 120)), 'me'),
    ).toBe(true);
  });

  it('is false when the user leads, never led, or is not known', () => {
    expect(isOutbid(bid('me', 100), state(bid('me', 100), bid('me', 110)), 'me')).toBe(false);
    expect(isOutbid(bid('x', 100), state(bid('x', 100), bid('other', 110)), 'me')).toBe(false);
    // A bid of the user's from before what was seen is old news.
    expect(
      isOutbid(bid('other', 100), state(bid('me', 90), bid('other', 100), bid('other', 110)), 'me'),
    ).toBe(false);
    expect(isOutbid(bid('me', 100), state(), 'me')).toBe(false);
    expect(isOutbid(bid('me', 100), state(bid('me', 100), bid('other', 110)), null)).toBe(false);
  });
});

describe('bidKey', () => {
  it('is the same for equal bids and different when any part differs', () => {
    expect(bidKey(bid('a', 100))).toBe(bidKey({ ...bid('a', 100) }));
    expect(bidKey(bid('a', 100))).not.toBe(bidKey(bid('a', 101)));
    expect(bidKey(bid('a', 100))).not.toBe(bidKey(bid('b', 100)));
    expect(bidKey(bid('a', 100))).not.toBe(bidKey(bid('a', 100, 1)));
  });
});

describe('large bid (an extra zero)', () => {
  const terms = { startingPrice: 100_000, minimalStep: 1_000, highestBid: { amount: 120_000 } };

  it('lets through bids up to ten steps above the minimum', () => {
    expect(largeBid(121_000, terms)).toBeNull();
    expect(largeBid(131_000, terms)).toBeNull();
  });

  it('asks about a bid more than ten steps above the minimum, saying how far above', () => {
    expect(largeBid(131_001, terms)).toEqual({
      minimum: 121_000,
      aboveMinimum: 10_001,
      stepsAboveMinimum: 10,
    });
    expect(largeBid(1_210_000, terms)).toEqual({
      minimum: 121_000,
      aboveMinimum: 1_089_000,
      stepsAboveMinimum: 1_089,
    });
  });

  it('asks about a bid above 1.5 × the highest bid, even within ten steps', () => {
    const bigSteps = { startingPrice: 1_000, minimalStep: 1_000, highestBid: { amount: 10_000 } };
    expect(largeBid(15_000, bigSteps)).toBeNull();
    expect(largeBid(16_000, bigSteps)).toEqual({
      minimum: 11_000,
      aboveMinimum: 5_000,
      stepsAboveMinimum: 5,
    });
  });

  it('uses the steps rule only when there is no bid yet', () => {
    const opening = { startingPrice: 100_000, minimalStep: 1_000, highestBid: null };
    expect(largeBid(110_000, opening)).toBeNull();
    expect(largeBid(1_000_000, opening)).toMatchObject({ minimum: 100_000, aboveMinimum: 900_000 });
  });

  it('never asks about the minimum itself or a bid below it', () => {
    expect(largeBid(121_000, terms)).toBeNull();
    expect(largeBid(50_000, terms)).toBeNull();
  });

  it('with a zero step, only the factor rule applies', () => {
    const noStep = { startingPrice: 100, minimalStep: 0, highestBid: { amount: 100 } };
    expect(largeBid(150, noStep)).toBeNull();
    expect(largeBid(151, noStep)).toEqual({ minimum: 100, aboveMinimum: 51, stepsAboveMinimum: 0 });
  });
});

describe('bidQuestion / bidQuestionChange (a question taken back, spec §5)', () => {
  const room = (highest: number | null, limits: number[] = []) => ({
    ...terms(highest),
    autoBids: limits.map((limitAmount) => ({ bidderId: 'someone', limitAmount })),
  });

  it('keeps what was true when asked', () => {
    expect(bidQuestion(121_000, room(120_000), true)).toEqual({
      amount: 121_000,
      leading: true,
      highest: 120_000,
      minimum: 121_000,
      large: null,
    });
  });

  it('stands while nothing it was asked about has changed', () => {
    const asked = bidQuestion(121_000, room(120_000), true);
    expect(bidQuestionChange(asked, room(120_000, [500_000]), true)).toBeNull();
  });

  it('is outbid when the user no longer leads', () => {
    const asked = bidQuestion(121_000, room(120_000), true);
    expect(bidQuestionChange(asked, room(121_000), false)).toBe('outbid');
  });

  it('is not taken when an autobid limit now equals its amount', () => {
    const asked = bidQuestion(125_000, room(120_000), true);
    expect(bidQuestionChange(asked, room(120_000, [125_000]), true)).toBe('notTaken');
  });

  it('has moved when the highest bid changed though the user still leads, or the large-bid reckoning did', () => {
    expect(bidQuestionChange(bidQuestion(125_000, room(120_000), true), room(122_000), true)).toBe('moved');
    const large = bidQuestion(1_210_000, room(120_000), false);
    expect(large.large).not.toBeNull();
    expect(bidQuestionChange(large, room(121_000), false)).toBe('moved');
    // The user's own autobid answered meanwhile: they lead now, which the question did not ask about.
    expect(bidQuestionChange(large, room(120_000), true)).toBe('moved');
  });
});
