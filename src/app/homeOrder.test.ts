import { describe, expect, it } from 'vitest';
import { listedInHomeOrder } from '../shared/exerciseList';
import { listedInOrder } from './homeOrder';

describe('listedInOrder', () => {
  it("is the catalog's home order, as the build sorted it", () => {
    expect(listedInOrder).toEqual(listedInHomeOrder());
  });
});
