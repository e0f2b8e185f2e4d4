import { clubstayLint } from '@clubstay/lint';

export default clubstayLint({ tsconfigRootDir: import.meta.dirname });
