// @vitest-environment jsdom
import '../test/setup-dom.ts';
import { FEATURE_FLAG_DEFAULTS } from '@cri/shared/feature-flag-list';
import { ZFeatureFlags } from '@cri/shared/feature-flags';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Feature, parseFeatureFlags, useFeatureFlag } from './feature-flags.tsx';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );

function PaymentState() {
  return <p data-testid="payment">{useFeatureFlag('FEATURE_PAYMENT') ? 'on' : 'off'}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Feature and useFeatureFlag (decision 045)', () => {
  it('shows the content of a feature that is on, hides (or replaces) that of a feature that is off', async () => {
    answer({ ...FEATURE_FLAG_DEFAULTS, FEATURE_RECOURSE: false, FEATURE_PAYMENT: false });
    await renderWithProviders(
      <>
        <Feature flag="FEATURE_RECOURSE" fallback={<p>sans recours</p>}>
          <p>recours</p>
        </Feature>
        <Feature flag="UPLOAD_PV_MANUALLY">
          <p>dépôt manuel</p>
        </Feature>
        <PaymentState />
      </>,
    );
    expect(await screen.findByText('sans recours')).toBeTruthy();
    expect(screen.queryByText('recours')).toBeNull();
    expect(screen.getByText('dépôt manuel')).toBeTruthy();
    expect(screen.getByTestId('payment').textContent).toBe('off');
  });

  it('keeps the defaults (all on) when the server cannot answer', async () => {
    answer({ errorCode: 'INTERNAL' }, 500);
    await renderWithProviders(
      <Feature flag="FEATURE_RECOURSE">
        <p>recours</p>
      </Feature>,
    );
    expect(screen.getByText('recours')).toBeTruthy();
  });

  it('refuses an answer that lacks a flag (the defaults stay)', async () => {
    const { FEATURE_PAYMENT: _, ...partial } = { ...FEATURE_FLAG_DEFAULTS, FEATURE_RECOURSE: false };
    answer(partial);
    await renderWithProviders(
      <Feature flag="FEATURE_RECOURSE">
        <p>recours</p>
      </Feature>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('recours')).toBeTruthy();
  });
});

describe('parseFeatureFlags', () => {
  it('accepts and refuses what ZFeatureFlags accepts and refuses', () => {
    const samples: unknown[] = [
      FEATURE_FLAG_DEFAULTS,
      { ...FEATURE_FLAG_DEFAULTS, informFoncier: false, extra: 'ignored' },
      { ...FEATURE_FLAG_DEFAULTS, FEATURE_PAYMENT: 'true' },
      { FEATURE_RECOURSE: true },
      null,
      [],
      'on',
    ];
    for (const sample of samples) {
      const zod = ZFeatureFlags.safeParse(sample);
      if (zod.success) expect(parseFeatureFlags(sample)).toEqual(zod.data);
      else expect(() => parseFeatureFlags(sample)).toThrow();
    }
  });
});
