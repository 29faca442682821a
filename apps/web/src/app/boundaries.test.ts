import { describe, expect, it } from 'vitest';
import { type SourceFile, webBoundaryViolations, webSources } from './boundaries.ts';

const file = (path: string, ...imports: string[]): SourceFile => ({
  path,
  source: imports.map((spec, i) => `import { x${i} } from '${spec}';`).join('\n'),
});

describe('web feature boundaries (ARCHITECTURE.md conventions §1)', () => {
  it('holds in apps/web/src: features meet through api/, shared code imports no feature, no cycle', () => {
    const sources = webSources();
    expect(sources.length).toBeGreaterThan(300);
    expect(webBoundaryViolations(sources)).toEqual([]);
  });

  it("fails on a feature reaching into another's components, pages or lib, and lets it use api/", () => {
    const problems = webBoundaryViolations([
      file(
        'features/documents/pages/documents-page.tsx',
        '../../projects/components/project-card.tsx',
        '../../projects/api/get-project.ts',
        '../components/document-list.tsx',
        '../../../lib/api-client.ts',
      ),
      file('features/signatures/lib/steps.ts', '../../commission/lib/decisions.ts'),
      {
        path: 'features/scheduling/routes.ts',
        source: "const page = lazy(() => import('../appointments/pages/slots-page.tsx'));",
      },
    ]);
    expect(problems).toEqual([
      "features/documents/pages/documents-page.tsx imports features/projects/components/project-card.tsx: use the projects feature's api/ hooks, not its internals",
      "features/signatures/lib/steps.ts imports features/commission/lib/decisions.ts: use the commission feature's api/ hooks, not its internals",
      "features/scheduling/routes.ts imports features/appointments/pages/slots-page.tsx: use the appointments feature's api/ hooks, not its internals",
    ]);
  });

  it('fails on shared code importing a feature or app/, and on a feature importing app/', () => {
    const problems = webBoundaryViolations([
      file('lib/format-date.ts', '../features/projects/api/get-project.ts', './i18n/use-lang.ts'),
      file('components/ui/page-title.tsx', '../../app/route-table.ts', '../../lib/format-date.ts'),
      file('config/env.ts', '../features/auth/routes.ts'),
      file('features/auth/pages/login-page.tsx', '../../../app/router.tsx', '../../../components/ui/page-title.tsx'),
      // app/ is the top layer: it collects every feature's routes and shows a few of their components.
      file('app/router.tsx', '../features/auth/routes.ts', '../features/errors/components/generic-error-view.tsx'),
    ]);
    expect(problems).toEqual([
      'lib/format-date.ts imports features/projects/api/get-project.ts: lib/ is shared and must not import a feature or app/',
      'components/ui/page-title.tsx imports app/route-table.ts: components/ is shared and must not import a feature or app/',
      'config/env.ts imports features/auth/routes.ts: config/ is shared and must not import a feature or app/',
      'features/auth/pages/login-page.tsx imports app/router.tsx: a feature must not import app/',
    ]);
  });

  it('fails on an import cycle between features, even through api/, named once', () => {
    const problems = webBoundaryViolations([
      file('features/projects/components/project-card.tsx', '../../documents/api/list-documents.ts'),
      file('features/documents/components/document-list.tsx', '../../projects/api/get-project.ts'),
      file('features/auth/api/sign-in.ts', '../../passwords/api/reset.ts'),
      file('features/passwords/api/reset.ts', '../../profiles/api/get-profile.ts'),
      file('features/profiles/api/get-profile.ts', '../../auth/api/sign-in.ts'),
    ]);
    expect(problems).toEqual([
      'import cycle between features: auth -> passwords -> profiles -> auth',
      'import cycle between features: documents -> projects -> documents',
    ]);
  });

  it('leaves tests and test helpers out: a test may render with another feature’s helpers', () => {
    const problems = webBoundaryViolations([
      file('features/signatures/pages/sign-pv-page.test.tsx', '../../accounts/testing/render-page.tsx'),
      file('features/investors/testing/fixtures.ts', '../../projects/components/project-card.tsx'),
      file('test/render.tsx', '../app/provider.tsx'),
    ]);
    expect(problems).toEqual([]);
  });
});
