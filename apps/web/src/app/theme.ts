import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A sober government look: a deep green primary and the red of the national flag as accent. The
 * primary shade (7) keeps white text above 5:1 and green text on white above 4.5:1 (WCAG 2.1 AA).
 */
const criGreen: MantineColorsTuple = [
  '#e8f5ee',
  '#cfe8dc',
  '#a0d1b8',
  '#6db891',
  '#44a371',
  '#2a955d',
  '#1d8c52',
  '#0f7a43',
  '#006b39',
  '#005c2e',
];

const criRed: MantineColorsTuple = [
  '#ffeaea',
  '#fcd4d4',
  '#f4a7a7',
  '#ed7777',
  '#e64f4f',
  '#e33535',
  '#c92a2f',
  '#c1272d',
  '#b41316',
  '#9e0610',
];

export const theme = createTheme({
  primaryColor: 'criGreen',
  primaryShade: 7,
  colors: { criGreen, criRed },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  // System fonts only: nothing is downloaded, and every platform ships a font that shapes Arabic.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
});

/** Mantine's default dimmed grey (gray-6) is below 4.5:1 on white: use gray-7 instead. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
