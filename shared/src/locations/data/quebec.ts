import type { ProvinceSource } from '../define';
import { laurentides, lanaudiere, laval, montreal, monteregie } from './quebec-montreal-area';
import {
  abitibiTemiscamingue,
  basSaintLaurent,
  capitaleNationale,
  centreDuQuebec,
  chaudiereAppalaches,
  coteNord,
  estrie,
  gaspesieIlesDeLaMadeleine,
  mauricie,
  nordDuQuebec,
  outaouais,
  saguenayLacSaintJean,
} from './quebec-regions';

/** Quebec's 17 administrative regions, in their official numbering (01 to 17). */
export const quebec: ProvinceSource = {
  id: 'qc',
  label: { fr: 'Québec', en: 'Quebec' },
  keyLocale: 'fr',
  regions: [
    basSaintLaurent,
    saguenayLacSaintJean,
    capitaleNationale,
    mauricie,
    estrie,
    montreal,
    outaouais,
    abitibiTemiscamingue,
    coteNord,
    nordDuQuebec,
    gaspesieIlesDeLaMadeleine,
    chaudiereAppalaches,
    laval,
    lanaudiere,
    laurentides,
    monteregie,
    centreDuQuebec,
  ],
};
