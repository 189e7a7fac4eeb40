import { describe, expect, it } from 'vitest';
import { trustpilotSource } from '../reviews/trustpilot/trustpilot.source';
import { problemsOf, registryProblems } from './check-definition';
import { SOURCE_DEFINITIONS } from './registry';

// Adding a source is its folder and its registry lines: this test names the source and the part
// its definition lacks (issue 26 §1).

type Checked = Parameters<typeof problemsOf>[0];
const definitions = SOURCE_DEFINITIONS as unknown as Record<string, Checked>;
const trustpilot = trustpilotSource as unknown as Checked;

describe('the source registry', () => {
  it('has a whole definition for every source of the contracts registry', () => {
    expect(registryProblems(definitions)).toEqual([]);
  });

  it('names the source and the missing part of a definition', () => {
    const broken: Checked = {
      ...trustpilot,
      hosts: {},
      parsers: {},
      fixtures: new URL('./no-such-fixtures/', import.meta.url),
      messages: { required: '' },
    };
    const problems = problemsOf(broken);
    expect(problems).toContain('trustpilot: no host rule');
    expect(problems).toContain('trustpilot: no parsers');
    expect(problems).toContain("trustpilot: no required-field message (its line in contracts' SOURCE_REGISTRY)");
    expect(problems.some((problem) => problem.startsWith('trustpilot: no fixtures folder'))).toBe(true);
  });

  it('names a source without a definition, and one the contracts registry lacks', () => {
    const { yelp: _yelp, ...withoutYelp } = definitions;
    expect(registryProblems(withoutYelp)).toEqual([
      "yelp: in contracts' SOURCE_REGISTRY but has no definition in definition/registry.ts",
    ]);
    const extra = { ...definitions, zillow: { ...trustpilot, id: 'zillow' } as unknown as Checked };
    expect(registryProblems(extra)).toEqual(["zillow: has a definition but no line in contracts' SOURCE_REGISTRY"]);
  });

  it('names a definition without reads, a sound refresh policy or a reference reader', () => {
    const noReads: Checked = {
      ...trustpilot,
      reads: [],
      apiKey: undefined,
      refresh: { ...trustpilot.refresh, intervalMs: 0 },
    };
    expect(problemsOf(noReads)).toEqual(['trustpilot: no reads', 'trustpilot: no sound refresh policy']);
    const blankReference: Checked = {
      ...trustpilot,
      sourceOf: (settings) => {
        const found = trustpilot.sourceOf(settings);
        return found && { ...found, reference: '' };
      },
    };
    expect(problemsOf(blankReference)).toEqual(['trustpilot: reads no reference from the settings (referenceOf)']);
    const noRef: Checked = {
      ...trustpilot,
      sourceOf: (settings) => {
        const found = trustpilot.sourceOf(settings);
        return found && { ...found, ref: null };
      },
    };
    expect(problemsOf(noRef)).toEqual(['trustpilot: names no source for its example settings (refOf)']);
  });

  it('names a definition whose reads all need a key, and an example outside its host rule', () => {
    const apiOnly: Checked = { ...trustpilot, reads: [{ via: 'API' }] };
    expect(problemsOf(apiOnly)).toEqual(['trustpilot: no public page read last (the read without a key)']);
    const elsewhere: Checked = { ...trustpilot, hosts: { hosts: ['example.org'] } };
    expect(problemsOf(elsewhere)).toEqual([
      'trustpilot: its example address https://www.trustpilot.com/review/example.com is outside its host rule',
    ]);
  });
});
