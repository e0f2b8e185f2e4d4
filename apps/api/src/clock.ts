/** The server's notion of now (sessions, links, rate-limit windows, reports), injectable so tests move time instead of waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
