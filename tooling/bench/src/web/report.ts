/** What bench:web reads of a Lighthouse report: the figures, the goals a page misses, its profile. */
import type { RunnerResult } from 'lighthouse';

export interface Row {
  brand: string;
  page: string;
  preset: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Script evaluation, parse and compile on the main thread (Lighthouse's bootup-time), ms. */
  script: number;
  cls: number;
  jsKb: number;
  landed: string;
  /** Lighthouse's benchmarkIndex of the run (higher is a faster, less loaded machine). */
  benchmark: number;
  /** A signed-in measurement that landed on an /auth/ page: the session was not taken. */
  signedOut: boolean;
  /** min–max over the runs of score, LCP and TBT ("" for one run). */
  spread: string;
  /** The median run's profile when the median misses a goal, else "". */
  profile: string;
}

export type Lhr = RunnerResult['lhr'];
export type Figures = Pick<
  Row,
  'score' | 'fcp' | 'lcp' | 'tbt' | 'script' | 'cls' | 'jsKb' | 'landed' | 'benchmark'
>;

export function figuresOf(lhr: Lhr): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    script: Math.round(audit('bootup-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    jsKb: Math.round((scripts?.transferSize ?? 0) / 102.4) / 10,
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    benchmark: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The goals of issues 10 and 18: which of them a (median) row misses. */
export function missedGoals(row: Pick<Row, 'preset' | 'score' | 'lcp' | 'tbt' | 'cls'>): string[] {
  const minScore = row.preset === 'desktop' ? 98 : 95;
  return [
    row.score < minScore ? `score < ${minScore}` : '',
    row.lcp > 1500 ? 'LCP > 1.5 s' : '',
    row.tbt > 100 ? 'TBT > 100 ms' : '',
    row.cls > 0.02 ? 'CLS > 0.02' : '',
  ].filter(Boolean);
}

/** A table's items in a Lighthouse audit's details (or a list's tables' items), loosely typed. */
type Item = Record<string, unknown>;
function tables(lhr: Lhr, id: string): Item[][] {
  const details = lhr.audits[id]?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.map((table) => (table as { items?: Item[] }).items ?? []);
  return [details.items as Item[]];
}
const ms = (value: unknown) => Math.round(Number(value));
/** A table cell's text: strings and numbers as they are, anything else empty. */
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const short = (value: unknown, length = 70) => {
  const flat = text(value).replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};
const fileOf = (url: unknown) => {
  const address = text(url);
  if (!address.startsWith('http')) return address || '?';
  const { pathname } = new URL(address);
  return pathname.split('/').pop() || pathname;
};

/** One line: the LCP element and its phases, the main thread by group, the longest tasks. */
export function profileOf(lhr: Lhr): string {
  const [elements = [], phases = []] = tables(lhr, 'largest-contentful-paint-element');
  const node = elements[0]?.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  const element = node ? `${short(node.selector, 60)} ${short(node.snippet, 90)}` : 'none';
  const phaseText = phases.map((item) => `${text(item.phase)} ${ms(item.timing)}`).join(', ');
  const [groups = []] = tables(lhr, 'mainthread-work-breakdown');
  const mainThread = groups
    .slice(0, 3)
    .map((item) => `${text(item.groupLabel) || text(item.group)} ${ms(item.duration)}`)
    .join(', ');
  const [tasks = []] = tables(lhr, 'long-tasks');
  const longTasks = tasks
    .slice(0, 3)
    .map((item) => `${fileOf(item.url)} ${ms(item.duration)} @${ms(item.startTime)}`)
    .join(', ');
  const [bootup = []] = tables(lhr, 'bootup-time');
  const topScripts = [...bootup]
    .sort((one, other) => Number(other.scripting) - Number(one.scripting))
    .slice(0, 3)
    .map((item) => `${fileOf(item.url)} ${ms(item.scripting)}`)
    .join(', ');
  const mainTotal = ms(lhr.audits['mainthread-work-breakdown']?.numericValue);
  return `LCP element: ${element} | phases: ${phaseText || 'n/a'} | main thread ${mainTotal} ms: ${mainThread} | long tasks (${tasks.length}): ${longTasks || 'none'} | script eval by file: ${topScripts || 'n/a'}`;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
