/** The accounts' notion of now, injectable so tests move time instead of waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
