import type { DictionaryEntry } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { ChargerFields } from './charger-fields';

/** The fields of a device in stock: a charger's fields without the connector type, named as the API names them. */
export function EquipmentFormFields({ chargerTypes }: { chargerTypes: readonly DictionaryEntry[] | undefined }) {
  const { t } = useTranslation();
  return (
    <ChargerFields
      wide={['serial', 'name', 'type', 'model', 'manufacturer', 'manufacturerId']}
      narrow={['power', 'current', 'connectors', 'productionDate', 'chargeModel', 'hasPos', 'ownership']}
      nameLabel={t('equipment.field.name')}
      chargerTypes={chargerTypes}
    />
  );
}
