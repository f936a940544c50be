import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './Rating.js';

describe('Rating', () => {
  it('reads the average and the review count', () => {
    render(<Rating value={4.56} count={210} language="en" />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 210 reviews' })).toBeTruthy();
  });

  it('says there are no reviews yet instead of showing empty stars', () => {
    render(<Rating value={0} count={0} language="th" noReviewsLabel="ยังไม่มีรีวิว" />);
    expect(screen.getByText('ยังไม่มีรีวิว')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so in English when no wording is given', () => {
    render(<Rating value={0} count={0} language="en" />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });
});
