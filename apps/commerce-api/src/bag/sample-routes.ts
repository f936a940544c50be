import { cartSamplesCreate, cartSamplesList } from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { BagMessages } from './rules.js';
import { samplesView } from './samples-view.js';
import { loadBagState, maxSamples, type BagState } from './state.js';
import { changeBag, readBag } from './visitor.js';

/** The free samples a shopper chooses with the bag. */
export function sampleRoutes(db: Database) {
  const app = new Hono();

  const samplesAnswer = (state: BagState) => {
    const samples = samplesView(state);
    return {
      data: {
        samples,
        maxSelectable: maxSamples(state),
        selectedCount: samples.filter((sample) => sample.selected).length,
      },
    };
  };

  mount(app, cartSamplesList, async ({ c, country }) =>
    samplesAnswer(await readBag(db, c, country)),
  );

  mount(app, cartSamplesCreate, async ({ c, body, country }) => {
    const chosen = [...new Set(body.sampleIds)];
    const state = await changeBag(db, c, country, async (tx, bagId, viewer) => {
      const current = await loadBagState(tx, bagId, viewer);
      const offered = new Map(samplesView(current).map((sample) => [sample.id, sample]));
      const known = new Set(current.samples.map((sample) => sample.id));
      if (chosen.some((id) => !known.has(id)))
        throw new ApiError(404, BagMessages.resourceNotFound);
      if (chosen.some((id) => !offered.get(id)?.available))
        throw new ApiError(400, BagMessages.samplesUnavailable);
      const max = maxSamples(current);
      if (chosen.length > max)
        throw new ApiError(400, BagMessages.tooManySamples(max, chosen.length), {
          maxSelectable: max,
          noOfSelected: chosen.length,
        });
      await tx.query('DELETE FROM cart_samples WHERE cart_id = $1', [bagId]);
      await tx.query('INSERT INTO cart_samples (cart_id, sample_id) SELECT $1, unnest($2::int[])', [
        bagId,
        chosen,
      ]);
    });
    return samplesAnswer(state);
  });

  return app;
}
