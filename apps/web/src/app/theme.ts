import { Badge, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Mantine's own palettes fail WCAG 1.4.3 where the app uses them: a filled button takes shade 7 (the
 * primary shade) with white text (red 3.8:1, blue 4.2:1, orange 3.0:1), a light badge or alert takes
 * shade 9 text on shade 1 (green 3.8:1, orange 3.6:1, yellow 2.7:1). These keep the hues with shade 7
 * at 5:1 or more under white text and shade 9 at 6:1 or more on shade 1; green and red are the brand's.
 * Yellow stays light when filled: autoContrast puts black text on it (9.8:1).
 */
const accessibleColors: Record<string, MantineColorsTuple> = {
  green: criGreen,
  red: criRed,
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1971c2', '#1864ab', '#0b4a85'],
  orange: ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#c2410c', '#a7360a', '#8a2c06'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0b7d5e', '#08664c', '#05523d'],
  yellow: ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#7a4a00'],
};

/** Exported for the theme test: a badge's label wraps instead of being truncated. */
export const BADGE_STYLES = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word' },
} as const;

export const theme = createTheme({
  primaryColor: 'criGreen',
  primaryShade: 7,
  colors: { ...accessibleColors, criGreen, criRed },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  // System fonts only: nothing is downloaded, and every platform ships a font that shapes Arabic.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // A visitor whose system asks for less motion gets menus, dialogs and notices without their transitions.
  respectReducedMotion: true,
  components: {
    /**
     * A badge carries a status, and a status is never cut (issue 13: "En ret…", "AUCUN MEM…", "م.."):
     * Mantine's badge keeps one line of fixed height and hides the rest behind an ellipsis. Here it keeps
     * its height for one line and grows when the text wraps, within the width it is given.
     */
    Badge: Badge.extend({ styles: BADGE_STYLES }),
  },
});

/** Mantine's default dimmed grey (gray-6) is below 4.5:1 on white: use gray-7 instead. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
