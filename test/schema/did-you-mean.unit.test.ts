import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggestion } from '../../src/schema/did-you-mean';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions as one edit each', () => {
    expect(editDistance('qbec', 'qbec')).toBe(0);
    expect(editDistance('qbek', 'qbec')).toBe(1);
    expect(editDistance('pth', 'path')).toBe(1);
    expect(editDistance('paths', 'path')).toBe(1);
    expect(editDistance('tpye', 'type')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('didYouMean', () => {
  const keys = ['name', 'type', 'path', 'environments', 'appTag', 'vars'];

  it('suggests the closest candidate within two edits', () => {
    expect(didYouMean('enviroments', keys)).toBe('environments');
    expect(didYouMean('tpye', keys)).toBe('type');
    expect(didYouMean('environmnts', keys)).toBe('environments');
  });

  it('matches regardless of case', () => {
    expect(didYouMean('apptag', keys)).toBe('appTag');
    expect(didYouMean('APPTAG', keys)).toBe('appTag');
  });

  it('suggests nothing when no candidate is close', () => {
    expect(didYouMean('replicas', keys)).toBeUndefined();
    expect(didYouMean('env', keys)).toBeUndefined();
  });

  it('is stricter for short words', () => {
    expect(didYouMean('ab', ['id'])).toBeUndefined();
    expect(didYouMean('ib', ['id'])).toBe('id');
  });

  it('never suggests the word itself', () => {
    expect(didYouMean('name', ['name'])).toBeUndefined();
  });

  it('formats the suggestion as a parenthesised hint', () => {
    expect(suggestion('qbek', ['qbec', 'bosh'])).toBe(' (did you mean "qbec"?)');
    expect(suggestion('helm', ['qbec', 'bosh'])).toBe('');
  });
});
