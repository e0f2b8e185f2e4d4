// DOM matchers (toBeDisabled, toHaveValue …) and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; the router scrolls to the top on every navigation (spec 1 §2).
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
