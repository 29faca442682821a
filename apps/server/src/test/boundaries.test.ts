import { describe, expect, it } from 'vitest';
import { boundaryViolations, readSources, type SourceFile, serverSourceRoot } from './boundaries.ts';

const file = (path: string, ...imports: string[]): SourceFile => ({
  path,
  source: imports.map((spec, i) => `import { x${i} } from '${spec}';`).join('\n'),
});

describe('module boundaries (ARCHITECTURE.md conventions §1)', () => {
  it('holds in apps/server/src: no reach-in, core imports no module, no cycle between modules', () => {
    const sources = readSources(serverSourceRoot());
    expect(sources.length).toBeGreaterThan(100);
    expect(boundaryViolations(sources)).toEqual([]);
  });

  it("fails on a module importing another module's repository, whatever its name", () => {
    const problems = boundaryViolations([
      file('modules/documents/service.ts', '../projects/repository.ts', './repository.ts'),
      file('modules/commission/service.ts', '../projects/submit-repository.ts'),
      file('modules/projects/repository.ts'),
      file('modules/projects/submit-repository.ts'),
    ]);
    expect(problems).toEqual([
      "modules/documents/service.ts imports modules/projects/repository.ts: use the projects module's service, not its repository",
      "modules/commission/service.ts imports modules/projects/submit-repository.ts: use the projects module's service, not its repository",
    ]);
  });

  it('fails on core importing a module, and lets modules import core', () => {
    const problems = boundaryViolations([
      file('core/uploads/read-upload.ts', '../../modules/documents/service.ts', './receive-file.ts', '../../lib/app-error.ts'),
      file('modules/documents/routes.ts', '../../core/uploads/read-upload.ts'),
    ]);
    expect(problems).toEqual(['core/uploads/read-upload.ts imports modules/documents/service.ts: core must not import a module']);
  });

  it('fails on an import cycle between modules, direct or around a loop, named once', () => {
    const problems = boundaryViolations([
      file('modules/projects/submit-service.ts', '../documents/service.ts'),
      file('modules/documents/service.ts', '../projects/service.ts'),
      file('modules/auth/sign-in.ts', '../passwords/throttle.ts'),
      file('modules/passwords/reset.ts', '../users/service.ts'),
      // A dynamic import counts as much as a static one.
      file('modules/users/service.ts'),
      { path: 'modules/users/lazy.ts', source: "const m = await import('../auth/sign-in.ts');" },
    ]);
    expect(problems).toEqual([
      'import cycle between modules: auth -> passwords -> users -> auth',
      'import cycle between modules: documents -> projects -> documents',
    ]);
  });

  it('leaves tests and their helpers out: a test may set up data through another module', () => {
    const problems = boundaryViolations([
      file('modules/documents/documents.test.ts', '../projects/repository.ts'),
      file('modules/documents/test-helpers.ts', '../projects/submit-repository.ts'),
      file('test/factories.ts', '../modules/projects/repository.ts'),
    ]);
    expect(problems).toEqual([]);
  });
});
