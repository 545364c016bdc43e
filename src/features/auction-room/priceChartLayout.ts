/**
 * The geometry of the room's price chart (PriceChart.tsx): amount against time in a fixed box,
 * pure, so the SVG is only a drawing of it. Amounts only rise, so a long history is thinned to
 * CHART_MAX_POINTS evenly spread bids (the first and the last always kept).
 */

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
const PADDING = 10;
export const CHART_MAX_POINTS = 300;
/** The end is drawn in place when it is this close after the last bid, or closer than the bids' own span. */
const END_IN_VIEW_MS = 10 * 60_000;
/** The user's own bids are marked up to this many (the newest). */
const MAX_OWN_MARKS = 100;

interface ChartBid {
  bidderId: string;
  amount: number;
  placedAt: string;
}

export interface ChartLayout {
  /** A step line through the bids, oldest first. */
  path: string;
  /** The user's own bids (the newest MAX_OWN_MARKS of them). */
  own: readonly { x: number; y: number }[];
  ownCount: number;
  /** Where the end falls on the time axis; null when it lies far beyond the bids (drawn as an arrow at the edge). */
  endX: number | null;
  lowest: number;
  highest: number;
}

function thinned<Item>(items: readonly Item[], max: number): readonly Item[] {
  if (items.length <= max) return items;
  const stride = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => items[Math.round(index * stride)]).filter(
    (item): item is Item => item !== undefined,
  );
}

/** Lays out `bids` (oldest first, at least one) from the first bid's time to the end. */
export function priceChartLayout(
  bids: readonly ChartBid[],
  endDateTime: string,
  userId: string,
): ChartLayout {
  const times = bids.map((bid) => Date.parse(bid.placedAt));
  const firstTime = times[0] ?? 0;
  const lastTime = times.at(-1) ?? firstTime;
  const endTime = Date.parse(endDateTime);
  const from = firstTime;
  const span = lastTime - firstTime;
  // An end days after the bids would squeeze them into one vertical line: the axis then stops a
  // little after the last bid, and the end is only pointed at.
  const endInView = endTime <= lastTime + Math.max(span, END_IN_VIEW_MS);
  const to = endInView ? Math.max(endTime, lastTime, from + 1) : lastTime + Math.max(span / 10, 60_000);
  const lowest = bids[0]?.amount ?? 0;
  const highest = bids.at(-1)?.amount ?? lowest;
  // One amount only: a flat line in the middle.
  const rise = highest > lowest ? highest - lowest : Math.max(1, highest);
  const bottom = highest > lowest ? lowest : lowest - rise / 2;
  const x = (time: number) => PADDING + ((time - from) / (to - from)) * (CHART_WIDTH - 2 * PADDING);
  const y = (amount: number) =>
    CHART_HEIGHT - PADDING - ((amount - bottom) / rise) * (CHART_HEIGHT - 2 * PADDING);
  const round = (value: number) => Math.round(value * 10) / 10;

  const points = thinned(bids, CHART_MAX_POINTS);
  let path = '';
  for (const bid of points) {
    const px = round(x(Date.parse(bid.placedAt)));
    const py = round(y(bid.amount));
    path += path === '' ? `M${px} ${py}` : `H${px}V${py}`;
  }
  const ownBids = bids.filter((bid) => bid.bidderId === userId);
  const own = ownBids
    .slice(-MAX_OWN_MARKS)
    .map((bid) => ({ x: round(x(Date.parse(bid.placedAt))), y: round(y(bid.amount)) }));
  return { path, own, ownCount: ownBids.length, endX: endInView ? round(x(endTime)) : null, lowest, highest };
}
