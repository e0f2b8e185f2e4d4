import { clubstayLint } from '@clubstay/lint';
export default clubstayLint({ react: true, tsconfigRootDir: import.meta.dirname });
