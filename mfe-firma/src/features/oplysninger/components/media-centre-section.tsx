// The media centre: the embeddable widget in a colour the company chooses. Choosing saves the
// colour (POST /ajax/firma/plagincolor) and shows the widget (html) and the embed code (taxteria,
// plain text in a read-only field, never inserted as markup). The current colour is shown at once.
// The colour is checked with the call's schema before it is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetColorReply } from '@opgavetorvet/contracts';
import {
  Button,
  Card,
  notify,
  notifyFromError,
  ServerHtml,
  Spinner,
  TextField,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { useWidgetColorMutation, useWidgetPreviewQuery } from '../api/presentation-api';
import { checkedBody, widgetColorForm } from '../lib/settings-forms';

/** Colours to pick with one click; any other comes from the colour field. */
const SWATCHES = ['#0f766e', '#1d4f91', '#1f6f4a', '#b3261e', '#8a5a00', '#3c3c3c'] as const;

export function MediaCentreSection({ savedColor }: { savedColor: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [color, setColor] = useState(savedColor || SWATCHES[0]);
  const preview = useWidgetPreviewQuery({ color: savedColor || SWATCHES[0] });
  const [chosen, setChosen] = useState<WidgetColorReply | null>(null);
  const [choose, { isLoading }] = useWidgetColorMutation();
  const widget = chosen ?? preview.data ?? null;

  const apply = async () => {
    const body = await checkedBody(checkForm(widgetColorForm, { color }, {}, t), dispatch);
    if (!body) return;
    const result = await choose(body);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    setChosen(result.data);
    dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::media::saved') }]));
  };

  const copy = async () => {
    if (!widget) return;
    try {
      await navigator.clipboard.writeText(widget.taxteria);
      dispatch(notify([{ type: 'success', note: t('firma:::oplysninger::media::copied') }]));
    } catch {
      dispatch(notify([{ type: 'info', note: t('firma:::oplysninger::media::copy_failed') }]));
    }
  };

  return (
    <Card className="settings-section" data-testid="media-centre" aria-labelledby="media-title">
      <h2 className="card__title" id="media-title">
        {t('firma:::oplysninger::media::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::media::help')}</p>
      <div className="media-centre">
        <div className="stack">
          <div className="swatches" role="group" aria-label={t('firma:::oplysninger::media::swatches')}>
            {SWATCHES.map((swatch) => (
              <button
                key={swatch}
                type="button"
                className="swatch"
                style={{ background: swatch }}
                aria-label={t('firma:::oplysninger::media::swatch', { color: swatch })}
                aria-pressed={color === swatch}
                onClick={() => setColor(swatch)}
              />
            ))}
          </div>
          <label className="field">
            <span className="field__label">{t('firma:::oplysninger::media::color')}</span>
            <input
              type="color"
              className="color-input"
              value={color}
              onChange={(e) => setColor(e.target.value)}
            />
          </label>
          <div className="form-actions">
            <Button onClick={apply} busy={isLoading}>
              {t('firma:::oplysninger::media::apply')}
            </Button>
          </div>
        </div>
        <div className="stack media-centre__result">
          {!widget && <Spinner />}
          {widget && (
            <ServerHtml html={widget.html} className="widget-preview" data-testid="widget-preview" />
          )}
          {widget && (
            <>
              <TextField
                multiline
                readOnly
                rows={4}
                label={t('firma:::oplysninger::media::snippet')}
                value={widget.taxteria}
                data-testid="widget-snippet"
              />
              <div className="form-actions">
                <Button variant="secondary" onClick={copy}>
                  {t('firma:::oplysninger::media::copy')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
