/** Products as the server sends them (`data-product-json`), for the tests and the stories. Prices in cents. */
const variant = (sku: string, price: number, size: string, colour: string, stock: number, extra: Record<string, unknown> = {}) => ({
  sku,
  price,
  salePrice: 0,
  onSale: false,
  unlimited: false,
  qtyInStock: stock,
  optionValues: [
    { optionName: 'Size', value: size },
    { optionName: 'Colour', value: colour },
  ],
  ...extra,
});

/** A tee in three sizes and two colours: L costs more, M in Sand is sold out, S in Sand does not exist. */
export const TEE_JSON = {
  id: 'prod-tee',
  title: 'Harbour tee',
  productType: 'PHYSICAL',
  variants: [
    variant('TEE-S-INK', 2000, 'S', 'Ink', 12),
    variant('TEE-M-INK', 2000, 'M', 'Ink', 3),
    variant('TEE-M-SAND', 2000, 'M', 'Sand', 0),
    variant('TEE-L-INK', 2400, 'L', 'Ink', 8),
    variant('TEE-L-SAND', 2400, 'L', 'Sand', 0, { unlimited: true }),
  ],
};

/** One print, no options. */
export const PRINT_JSON = {
  id: 'prod-print',
  title: 'Lake at dusk, print',
  productType: 'PHYSICAL',
  variants: [{ sku: 'SQ1234567', price: 2500, salePrice: 0, onSale: false, unlimited: false, qtyInStock: 10, optionValues: [] }],
};

/** Sizes on sale. */
export const SALE_JSON = {
  id: 'prod-sale',
  title: 'Harbour, framed',
  productType: 'PHYSICAL',
  variants: [
    { sku: 'SQ2345678', price: 9000, salePrice: 7200, onSale: true, unlimited: false, qtyInStock: 4, optionValues: [{ optionName: 'Size', value: 'A3' }] },
    { sku: 'SQ2345679', price: 12000, salePrice: 9600, onSale: true, unlimited: false, qtyInStock: 6, optionValues: [{ optionName: 'Size', value: 'A2' }] },
  ],
};
