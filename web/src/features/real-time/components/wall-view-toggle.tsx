import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { WALL_VIEWS, wallView, type WallView } from '../model/wall-view.ts';

/** The wall board's last view, per browser: a wall PC reopens on the map it was left on. */
const VIEW_KEY = 'facility.realtime.wallView';

/**
 * The wall board's view, from `?view=` or the browser's last choice (model/wall-view.ts).
 * A choice goes to both; an address that names a view is remembered as the choice too.
 */
export function useWallView(): [WallView, (view: WallView) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('view');
  const view = wallView(fromAddress, readStored('local', VIEW_KEY, null));

  useEffect(() => {
    if (fromAddress === view) writeStored('local', VIEW_KEY, view);
  }, [fromAddress, view]);

  const choose = useCallback(
    (next: WallView) => {
      writeStored('local', VIEW_KEY, next);
      setParams(
        (current) => {
          const address = new URLSearchParams(current);
          address.set('view', next);
          return address;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [view, choose];
}

/** Tiles or heat map: two pressed/unpressed buttons in the wall's toolbar. */
export function WallViewToggle({ view, onChange }: { view: WallView; onChange: (view: WallView) => void }) {
  const { t } = useTranslation('realtime');
  return (
    <div className="wall-views" role="group" aria-label={t('wall.view.label')} data-testid="wall-views">
      {WALL_VIEWS.map((entry) => (
        <button key={entry} type="button" className="button" aria-pressed={view === entry} onClick={() => onChange(entry)} data-testid={`wall-view-${entry}`}>
          {t(`wall.view.${entry}`)}
        </button>
      ))}
    </div>
  );
}
