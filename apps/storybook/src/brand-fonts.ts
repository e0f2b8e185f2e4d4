// Every brand's fonts (`apps/<id>/src/fonts.ts`), for the toolbar's brand switcher.
import.meta.glob('../../*/src/fonts.ts', { eager: true });
