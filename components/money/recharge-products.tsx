'use client';
// The packages of the cashier as one group of native radios (arrow keys move between them, as in
// any form), each drawn as a card: title, what it gives, the price, the struck original price and
// the operator's tag. VIP packages come under a heading per tier.
import { useId } from 'react';

import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { RechargeProduct } from '@/lib/api/money/recharge';
import { formatYuan, type ProductKind } from '@/lib/domain/money/recharge';
import { groupByTier, productCardLines } from '@/lib/domain/money/recharge-choice';

import styles from './recharge-panel.module.css';

interface ChoiceProps {
  name: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function ProductCard({
  product,
  name,
  selectedId,
  onSelect,
}: ChoiceProps & { product: RechargeProduct }) {
  const detailsId = useId();
  const { gives, note } = productCardLines(product);
  const tag = product.tag.trim();
  return (
    <label className={styles.product}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={product.id}
        checked={selectedId === product.id}
        onChange={() => onSelect(product.id)}
        aria-label={product.title}
        aria-describedby={detailsId}
      />
      <span className={styles.productTitle} aria-hidden="true">
        {product.title}
      </span>
      {/* The radio's description: everything on the card but its title (its name). */}
      <span id={detailsId} className={styles.details}>
        {tag && <span className={styles.tag}>{tag}</span>}
        {gives && <span className={styles.gives}>{gives}</span>}
        {note && <span className={styles.gives}>{note}</span>}
        <span className={styles.priceLine}>
          <span className={styles.price}>{formatYuan(product.price)}</span>
          {product.originalPrice !== null && product.originalPrice > product.price && (
            <s className={styles.original}>
              <VisuallyHidden>原价</VisuallyHidden>
              {formatYuan(product.originalPrice)}
            </s>
          )}
        </span>
      </span>
    </label>
  );
}

function Cards({ products, ...choice }: ChoiceProps & { products: readonly RechargeProduct[] }) {
  return (
    <div className={styles.products}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} {...choice} />
      ))}
    </div>
  );
}

export function ProductChoices({
  title,
  kind,
  products,
  ...choice
}: ChoiceProps & { title: string; kind: ProductKind; products: readonly RechargeProduct[] }) {
  const headingId = useId();
  const groups = kind === 'vip' ? groupByTier(products) : [];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.section}>
        {groups.length > 1
          ? groups.map((group) => (
              <div key={group.tier} role="group" aria-label={group.name} className={styles.section}>
                <h3 className={styles.tierHeading} aria-hidden="true">
                  {group.name}
                </h3>
                <Cards products={group.products} {...choice} />
              </div>
            ))
          : products.length > 0 && <Cards products={products} {...choice} />}
      </div>
    </section>
  );
}

/** The package cards' placeholder: the same grid of the same card heights. */
export function ProductChoicesSkeleton({ title, count }: { title: string; count: number }) {
  return (
    <section className={styles.section} aria-hidden="true">
      <h2 className={styles.heading}>{title}</h2>
      <div className={skeletonArea(styles.products)}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={`${styles.product} ${styles.placeholderCard}`}>
            <Skeleton width="60%" height={16} />
            <Skeleton width="70%" height={11} />
            <Skeleton width="45%" height={20} />
          </span>
        ))}
      </div>
    </section>
  );
}
