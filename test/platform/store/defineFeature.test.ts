import { createSlice } from '@reduxjs/toolkit';
import { defineFeature } from '../../../src/platform/store/defineFeature';

const slice = createSlice({ name: 'sample', initialState: { n: 0 }, reducers: {} });
function* sampleSaga() {}

describe('defineFeature', () => {
  it('names the slice and the texts with the one name, beside the saga', () => {
    const feature = defineFeature('sample', slice.reducer, sampleSaga);
    expect(feature).toEqual({
      slice: { reducerPath: 'sample', reducer: slice.reducer },
      saga: sampleSaga,
      texts: ['sample'],
    });
    // The name keeps its literal type: the store's state type names the feature's state under it.
    const path: 'sample' = feature.slice.reducerPath;
    const texts: readonly ['sample'] = feature.texts;
    expect([path, ...texts]).toEqual(['sample', 'sample']);
  });
});
