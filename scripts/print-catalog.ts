/** `pnpm catalog`: the catalog as tab-separated lines `procedure path client access kind` after one header. */
import { formatCatalogTable } from '@casino/shared/catalog/table';

process.stdout.write(formatCatalogTable());
