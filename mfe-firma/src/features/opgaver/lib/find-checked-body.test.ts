// The attribute filter's body for /firma/find_checked: nothing chosen lists the category
// unfiltered (value_checked=0); ticked options and minimums are sent as the service reads them.
import { describe, expect, it } from 'vitest';
import { findCheckedBody, invalidMinimums } from './find-checked-body';

describe('the attribute filter body', () => {
  it('nothing chosen lists the category unfiltered (value_checked=0)', () => {
    expect(findCheckedBody(4, { options: [], minimums: { 11: ' ' } })).toEqual({
      category: 4,
      value_checked: 0,
    });
  });

  it('ticked option ids are joined by commas, minimums as attributeId:minimum pairs', () => {
    expect(findCheckedBody(4, { options: [36, 34, 36], minimums: { 11: '3', 12: '' } })).toEqual({
      category: 4,
      value_checked: 1,
      string_attributes: '34,36',
      only_numbers_input: '11:3',
    });
  });

  it('a minimum must be a whole number up to 999999999', () => {
    expect(
      invalidMinimums({ options: [], minimums: { 11: '2,5', 12: '1000000000', 13: '7', 14: '' } }),
    ).toEqual([11, 12]);
  });
});
