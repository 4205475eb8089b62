import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTES, pathParamNames, splitRouteKey } from './index';

const declarations = Object.entries(ROUTES);

describe('the route declarations', () => {
  it.each(declarations)('%s takes exactly the parameters its path names', (key, declaration) => {
    const { path } = splitRouteKey(key as keyof typeof ROUTES);
    const params = 'params' in declaration ? declaration.params : undefined;
    const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    expect(declared).toEqual(pathParamNames(path).sort());
  });

  it('declares each path once, whatever its method', () => {
    const paths = declarations.map(([key]) => splitRouteKey(key as keyof typeof ROUTES).path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('gives every route an answer, except the benchmark baseline', () => {
    const without = declarations.filter(([, d]) => !('response' in d)).map(([key]) => key);
    expect(without).toEqual(['GET /__bench__/one-select/:id']);
  });
});
