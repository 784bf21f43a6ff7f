import { useTranslation } from 'react-i18next';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { ChargerFields } from './charger-fields';

export interface ChargerFormFieldsProps {
  dictionaries: ChargerDictionaries;
  /** The serial number and number of ports are fixed once the charger has gone live. */
  identityLocked?: boolean;
}

/** The fields of a charger at a station, named as the API names them. */
export function ChargerFormFields({ dictionaries, identityLocked = false }: ChargerFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <ChargerFields
      wide={['serial', 'name', 'type', 'connectType', 'manufacturer', 'manufacturerId', 'model', 'productionDate']}
      narrow={['power', 'current', 'connectors', 'chargeModel', 'hasPos', 'ownership']}
      nameLabel={t('charger.field.name')}
      chargerTypes={dictionaries.chargerTypes}
      connectorTypes={dictionaries.connectorTypes}
      identityLocked={identityLocked}
    />
  );
}
