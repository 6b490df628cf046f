// Jest's runner, with the unit test files of one part of the product run together in one test
// environment (jest.config.cjs `runner`, unit projects). Jest gives every test file an
// environment and a module registry of its own: a screen test file paid ≈ 1.5 s before its first
// test (jsdom, React, Chakra and our libs evaluated again, V8's optimised code of the last file
// thrown away) for tests that take a second or two. A group keeps the files as they are — each
// file small, named for what it holds, runnable alone — and runs them one after another in one
// environment, each file in a `describe` named by its path, so its hooks stay its own and a failure
// names its file. Between two files of a group the page is put back as a new environment has it
// (address, storage, the document's classes), and spies and fake timers are undone.
//
// Groups are made from the files Jest chose to run: screen test files by part of the product
// (libs/ui, mf-cases, mf-hotels…), pure modules' files together, in path order, cut into groups of
// at most GROUP_SIZE (NODE_GROUP_SIZE) files. A run of one file
// (`npx jest path/to/file.test.tsx`) runs it as before, alone.
const fs = require('node:fs');
const path = require('node:path');
const { createEmptyTestResult } = require('@jest/test-result');
const { formatResultsErrors } = require('jest-message-util');
const TestRunner = require('jest-runner').default;

/**
 * Files per group: large enough that set-up stops counting, small enough to share two workers. A
 * screen test file (jsdom) takes seconds, a pure module's file (Node) a few milliseconds: those are
 * grouped in larger groups, across parts. `HAM_JEST_GROUP_SIZE=1` runs every file alone, in an
 * environment of its own, as Jest does.
 */
const GROUP_SIZE = Math.max(1, Number(process.env.HAM_JEST_GROUP_SIZE) || 8);
const NODE_GROUP_SIZE = process.env.HAM_JEST_GROUP_SIZE ? GROUP_SIZE : 30;

/** Whether a test runs in plain Node (a pure module's test) rather than in jsdom. */
const inNode = (test) => /jest-environment-node/.test(test.context.config.testEnvironment);

/** This run's group files, removed when the run ends. */
const dir = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'ham-jest-groups', `${process.pid}`);

/** The part of the product a screen test file belongs to: its first folder, or two under libs/. */
function partOf(rootDir, file) {
  const parts = path.relative(rootDir, file).split(path.sep);
  return parts[0] === 'libs' ? parts.slice(0, 2).join('-') : parts[0];
}

/** What a new environment starts with, put back before each file of a group. */
const freshPage = `function freshPage() {
  jest.useRealTimers();
  jest.restoreAllMocks();
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  document.body.removeAttribute('style');
  document.body.innerHTML = '';
}`;

/** A test file's name in its group and in the reports: its path from the repository's root. */
function relativeName(rootDir, file) {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/**
 * Marks where a member's console output starts in the group's buffered console (Jest buffers a
 * test file's console when it runs files in parallel), for the output to go to its own file.
 */
const CONSOLE_MARK = '\u0000ham-group-member:';

/**
 * A member that throws while it loads (a syntax or import error) fails alone, as a file of its own
 * would: the error is carried by a test of this name, reported as the file's error, not as a test.
 */
const LOAD_ERROR = '\u0000ham-group-load-error';

function groupSource(rootDir, files) {
  const members = files.map((f) => [relativeName(rootDir, f), f]);
  return `'use strict';
// Written by scripts/jest/grouping-runner.cjs for this run: ${files.length} test files in one environment.
${freshPage}
function markConsole(name) {
  if (Array.isArray(console._buffer)) console._buffer.push({ type: 'log', message: ${JSON.stringify(CONSOLE_MARK)} + name, origin: '' });
}
for (const [name, file] of ${JSON.stringify(members, null, 2)}) {
  describe(name, () => {
    beforeAll(() => markConsole(name));
    beforeAll(freshPage);
    afterAll(freshPage);
    try {
      require(file);
    } catch (error) {
      test(${JSON.stringify(LOAD_ERROR)}, () => {
        throw error;
      });
    }
  });
}
`;
}

/** One group's test file, named by its part and its place in the run. */
function writeGroup(rootDir, name, files) {
  const file = path.join(dir, `${name}.cjs`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, groupSource(rootDir, files));
  return file;
}

function size(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * A file's expected cost: its last duration (Jest's cache), or when a file has none (a clean clone)
 * its size, a tenth for a file of plain Node: a screen test file costs far more per line.
 */
function weigher(tests) {
  if (tests.every((t) => t.duration != null)) return (t) => t.duration;
  return (t) => size(t.path) * (inNode(t) ? 0.1 : 1);
}

/** The tests as groups: `{ test, members? }`, a group's `test` its generated file. */
function groupTests(tests) {
  if (tests.length <= 1) return tests.map((test) => ({ test }));
  const byPart = new Map();
  for (const test of tests) {
    // By project too: two projects may hold files of one part (screens in jsdom, modules in Node).
    const { id, rootDir } = test.context.config;
    const key = `${id}\0${inNode(test) ? 'node' : partOf(rootDir, test.path)}`;
    if (!byPart.has(key)) byPart.set(key, []);
    byPart.get(key).push(test);
  }
  const weight = weigher(tests);
  const groups = [];
  for (const [key, members] of byPart) {
    const part = key.split('\0')[1];
    members.sort((a, b) => a.path.localeCompare(b.path));
    const count = Math.ceil(members.length / (inNode(members[0]) ? NODE_GROUP_SIZE : GROUP_SIZE));
    for (let i = 0; i < count; i++) {
      // Even groups: 9 files are two groups of 5 and 4, not 8 and 1.
      const slice = members.slice(
        Math.floor((i * members.length) / count),
        Math.floor(((i + 1) * members.length) / count),
      );
      const cost = slice.reduce((sum, t) => sum + weight(t), 0);
      if (slice.length === 1) groups.push({ test: slice[0], cost });
      else {
        const { context } = slice[0];
        const paths = slice.map((t) => t.path);
        const file = writeGroup(context.config.rootDir, `${part}.${groups.length + 1}`, paths);
        groups.push({ test: { context, duration: undefined, path: file }, members: slice, cost });
      }
    }
  }
  // The heaviest first, so the last group to start is a light one.
  return groups.sort((a, b) => b.cost - a.cost);
}

/** The group's console output of one member: between its mark and the next (the first member's
 * also what came before any mark: the set-up files'). */
function memberConsole(entries, name, first) {
  if (!entries) return undefined;
  const own = [];
  let current = first ? name : undefined;
  for (const entry of entries) {
    if (typeof entry.message === 'string' && entry.message.startsWith(CONSOLE_MARK))
      current = entry.message.slice(CONSOLE_MARK.length);
    else if (current === name) own.push(entry);
  }
  return own.length ? own : undefined;
}

/**
 * A member's own outcome, cut from its group's result: `{ result }` with its tests, counts, failure
 * message, times and console, or `{ error }` when the file did not run (it threw while loading, or
 * the group failed before its tests), reported by Jest as a file that failed to run.
 */
function memberOutcome(groupResult, member, first, globalConfig) {
  const name = relativeName(member.context.config.rootDir, member.path);
  const mine = groupResult.testResults.filter((t) => t.ancestorTitles[0] === name);
  const loadError = mine.find((t) => t.title === LOAD_ERROR);
  if (loadError) {
    const [stack = 'the test file did not load'] = loadError.failureMessages;
    return { error: { message: stack.split('\n')[0], stack } };
  }
  const own = mine.map((t) => {
    const ancestorTitles = t.ancestorTitles.slice(1);
    return { ...t, ancestorTitles, fullName: [...ancestorTitles, t.title].join(' ') };
  });
  if (own.length === 0 && groupResult.testExecError) return { error: groupResult.testExecError };
  const result = createEmptyTestResult();
  const count = (status) => own.filter((t) => t.status === status).length;
  const start = own.length ? Math.min(...own.map((t) => t.startAt ?? groupResult.perfStats.start)) : 0;
  const end = own.length ? Math.max(...own.map((t) => (t.startAt ?? 0) + (t.duration ?? 0))) : 0;
  Object.assign(result, {
    displayName: groupResult.displayName,
    testFilePath: member.path,
    testResults: own,
    numPassingTests: count('passed'),
    numFailingTests: count('failed'),
    numPendingTests: count('pending') + count('skipped'),
    numTodoTests: count('todo'),
    failureMessage: formatResultsErrors(own, member.context.config, globalConfig, member.path),
    skipped: own.length > 0 && own.every((t) => t.status === 'pending' || t.status === 'skipped'),
    perfStats: { ...result.perfStats, start, end, runtime: end - start },
    console: memberConsole(groupResult.console, name, first),
  });
  if (first) {
    // What belongs to the group as a whole is reported once, with its first file.
    Object.assign(result, {
      leaks: groupResult.leaks,
      openHandles: groupResult.openHandles,
      snapshot: groupResult.snapshot,
      testExecError: groupResult.testExecError,
      failureMessage: groupResult.testExecError ? groupResult.failureMessage : result.failureMessage,
    });
  }
  return { result };
}

class GroupingRunner extends TestRunner {
  /** Each group's path → its member tests, to report each member as a test file of its own. */
  #members = new Map();

  /** Jest's listener of files that failed to run, for members that did not run. */
  #onFailure = async () => {};

  async runTests(tests, watcher, options) {
    try {
      return await super.runTests(this.#group(tests), watcher, options);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  #group(tests) {
    return groupTests(tests).map(({ test, members }) => {
      if (members) this.#members.set(test.path, members);
      return test;
    });
  }

  on(eventName, listener) {
    const members = (path) => this.#members.get(path);
    switch (eventName) {
      case 'test-file-start':
        return super.on(eventName, async ([test]) => {
          for (const member of members(test.path) ?? [test]) await listener([member]);
        });
      case 'test-file-success':
        return super.on(eventName, async ([test, result]) => {
          const list = members(test.path);
          if (!list) return listener([test, result]);
          for (const [i, member] of list.entries()) {
            const outcome = memberOutcome(result, member, i === 0, this._globalConfig);
            if (outcome.error) await this.#onFailure([member, outcome.error]);
            else await listener([member, outcome.result]);
          }
        });
      case 'test-file-failure':
        this.#onFailure = listener;
        return super.on(eventName, async ([test, error]) => {
          for (const member of members(test.path) ?? [test]) await listener([member, error]);
        });
      case 'test-case-start':
      case 'test-case-result':
        return super.on(eventName, ([path, info]) => {
          const list = members(path);
          if (!list) return listener([path, info]);
          const member = list.find(
            (m) => relativeName(m.context.config.rootDir, m.path) === info.ancestorTitles?.[0],
          );
          const ancestorTitles = info.ancestorTitles?.slice(1) ?? [];
          return listener([
            member?.path ?? path,
            { ...info, ancestorTitles, fullName: [...ancestorTitles, info.title].join(' ') },
          ]);
        });
      default:
        return super.on(eventName, listener);
    }
  }
}

module.exports = GroupingRunner;
