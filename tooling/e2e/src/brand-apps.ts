import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS, type BrandId } from '@clubstay/contract/brands';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The brands of the matrix that have an app in this repository (its theme), in the matrix's order. */
export const BRAND_APPS: readonly BrandId[] = BRAND_IDS.filter((id) =>
  existsSync(path.join(root, 'apps', id, 'src/theme.css.ts')),
);
