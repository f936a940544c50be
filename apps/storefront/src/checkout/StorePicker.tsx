import { useI18n } from '@beauty/i18n/react';
import { Button, RadioGroup, Stack, Text } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { storeLocationsQuery } from '../queries/stores';
import * as styles from './checkout.css';

type Location =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'unavailable' }
  | {
      state: 'on';
      lat: number;
      lng: number;
    };

export interface StorePickerProps {
  value: number | null;
  onValueChange: (storeId: number) => void;
  error?: ReactNode;
}

/**
 * The click-and-collect stores of the country, as a list (no map): by name, or nearest first with
 * their distance once the shopper lets the browser share their location.
 */
export function StorePicker({ value, onValueChange, error }: StorePickerProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const [location, setLocation] = useState<Location>({ state: 'off' });
  const near = location.state === 'on' ? { lat: location.lat, lng: location.lng } : {};
  const stores = useQuery({
    ...storeLocationsQuery(context, { clickAndCollect: true, ...near }),
    placeholderData: (previous) => previous,
  });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocation({ state: 'unavailable' });
      return;
    }
    setLocation({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setLocation({ state: 'on', lat: coords.latitude, lng: coords.longitude }),
      () => setLocation({ state: 'unavailable' }),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const list = stores.data?.data ?? [];
  return (
    <Stack space="sm">
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={locate}
          loading={location.state === 'locating'}
          disabled={location.state === 'on'}
        >
          {i18n.text('checkout.use_location')}
        </Button>
      </div>
      <div role="status">
        {location.state === 'locating' ? (
          <Text size="sm" tone="muted">
            {i18n.text('checkout.locating')}
          </Text>
        ) : location.state === 'unavailable' ? (
          <Text size="sm" tone="muted">
            {i18n.text('checkout.location_unavailable')}
          </Text>
        ) : null}
      </div>
      {stores.isSuccess && list.length === 0 ? (
        <Text tone="muted">{i18n.text('store.no_stores')}</Text>
      ) : (
        <div className={styles.storeList}>
          <RadioGroup
            label={i18n.text('checkout.store_title')}
            name="collectionStoreId"
            value={value === null ? '' : String(value)}
            onValueChange={(next) => onValueChange(Number(next))}
            error={error}
            options={list.map((store) => ({
              value: String(store.id),
              label: store.name,
              description: [
                [store.address.line1, store.address.city].filter(Boolean).join(', '),
                store.distanceKm === undefined
                  ? null
                  : i18n.text('checkout.distance', {
                      distance: i18n.formatNumber(Math.round(store.distanceKm * 10) / 10),
                    }),
              ]
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        </div>
      )}
    </Stack>
  );
}
