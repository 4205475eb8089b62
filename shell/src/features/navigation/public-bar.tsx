import { PRODUCT_NAME } from '@fangtasy/shared';
import { Bar, Brand, Inner } from './bar-frame';

/**
 * The bar of /login: what the navigation shows a visitor who is not signed in (the product's
 * name), without the navigation's code, which arrives with the signed-in shell (decision 055).
 */
export function PublicBar() {
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand to="/login">{PRODUCT_NAME}</Brand>
      </Inner>
    </Bar>
  );
}
