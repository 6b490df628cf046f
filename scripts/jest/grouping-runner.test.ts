// The grouping runner (grouping-runner.cjs) as Jest's user sees it: Jest run on a few test files
// of two parts with the runner, each file reported as its own, with its own tests, failures,
// console and hooks, and a file that throws while loading failing alone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const files: Record<string, string> = {
  'a/1-passes.check.js': `
    beforeEach(() => { globalThis.hooksRun = (globalThis.hooksRun ?? 0) + 1; });
    test('one', () => expect(1).toBe(1));
    describe('block', () => { test('two', () => expect(2).toBe(2)); });`,
  'a/2-fails.check.js': `
    test('fails on purpose', () => { console.log('said by 2-fails'); expect(1).toBe(2); });
    test('passes', () => expect(globalThis.hooksRun).toBe(2));`,
  'a/3-broken.check.js': `throw new Error('broken while loading');`,
  'a/4-after-broken.check.js': `test('runs after a broken file', () => expect(globalThis.hooksRun).toBe(2));`,
  'b/1-other-part.check.js': `test('runs in plain Node', () => expect(typeof window).toBe('undefined'));`,
};

interface JestJson {
  numTotalTestSuites: number;
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; ancestorTitles: string[]; status: string }[];
  }[];
}

function runJest(dir: string): { json: JestJson; output: string } {
  const config = {
    rootDir: dir,
    testMatch: ['**/*.check.js'],
    testEnvironment: 'node',
    transform: {},
    runner: path.join(root, 'scripts/jest/grouping-runner.cjs'),
    cacheDirectory: path.join(dir, '.cache'),
  };
  const outputFile = path.join(dir, 'result.json');
  let output = '';
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/jest/bin/jest.js'),
        '--config',
        JSON.stringify(config),
        '--json',
        '--outputFile',
        outputFile,
        '--maxWorkers=2',
        '--ci',
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: 'pipe',
        env: { ...process.env, FORCE_COLOR: '0', HAM_JEST_GROUP_SIZE: '' },
      },
    );
  } catch (error) {
    // Jest exits with 1: two of the files fail on purpose.
    output = String((error as { stderr?: string }).stderr ?? '');
  }
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  return { json: JSON.parse(readFileSync(outputFile, 'utf8')), output };
}

describe('grouping runner', () => {
  let dir: string;
  let run: ReturnType<typeof runJest>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ham-grouping-'));
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), source);
    }
    run = runJest(dir);
  }, 60000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const result = (name: string) => {
    const found = run.json.testResults.find((r) => r.name === path.join(dir, name));
    if (!found) throw new Error(`no result for ${name}`);
    return found;
  };

  it('reports each file as its own, with its own tests named as in the file', () => {
    expect(run.json.numTotalTestSuites).toBe(5);
    expect(run.json.testResults.map((r) => path.relative(dir, r.name)).sort()).toEqual(
      Object.keys(files).sort(),
    );
    expect(result('a/1-passes.check.js').assertionResults).toEqual([
      expect.objectContaining({ fullName: 'one', ancestorTitles: [], status: 'passed' }),
      expect.objectContaining({ fullName: 'block two', ancestorTitles: ['block'], status: 'passed' }),
    ]);
    expect(result('a/4-after-broken.check.js').status).toBe('passed');
    expect(result('b/1-other-part.check.js').status).toBe('passed');
    expect(run.json.numPassedTests).toBe(5);
  });

  it("keeps a file's hooks to its own tests", () => {
    // 1-passes's beforeEach ran for its two tests, not for 2-fails's (same environment, later).
    expect(result('a/2-fails.check.js').assertionResults.map((t) => [t.fullName, t.status])).toEqual([
      ['fails on purpose', 'failed'],
      ['passes', 'passed'],
    ]);
  });

  it('names the failing file with its failure and its console output', () => {
    expect(run.json.numFailedTests).toBe(1);
    const failing = result('a/2-fails.check.js');
    expect(failing.status).toBe('failed');
    expect(failing.message).toContain('fails on purpose');
    expect(failing.message).toContain('Expected: 2');
    const section = run.output.slice(run.output.indexOf('FAIL a/2-fails.check.js'));
    expect(section).toContain('said by 2-fails');
    expect(run.output.slice(0, run.output.indexOf('FAIL a/2-fails.check.js'))).not.toContain(
      'said by 2-fails',
    );
  });

  it('fails a file that throws while loading alone, as a file that did not run', () => {
    expect(run.json.numRuntimeErrorTestSuites).toBe(1);
    const broken = result('a/3-broken.check.js');
    expect(broken.status).toBe('failed');
    expect(broken.assertionResults).toEqual([]);
    expect(broken.message).toContain('broken while loading');
  });
});
