import { describe, expect, it } from 'vitest';
import { paginate } from './paging';

describe('paging', () => {
  it('slices a page and reports the total', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ list: [3, 4], total: 5, pageNo: 2, pageSize: 2 });
    expect(paginate([1, 2], 3, 2).list).toEqual([]);
  });

  it('builds the views of the page only', () => {
    const seen: number[] = [];
    const page = paginate([1, 2, 3, 4, 5], 2, 2, (n) => {
      seen.push(n);
      return `#${n}`;
    });
    expect(page).toEqual({ list: ['#3', '#4'], total: 5, pageNo: 2, pageSize: 2 });
    expect(seen).toEqual([3, 4]);
  });
});
