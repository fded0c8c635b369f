import type { DataProvider, RaRecord } from 'react-admin';
import { vi } from 'vitest';

/**
 * An in-memory data provider (resource name → records) whose methods are spies; no paging or
 * filtering beyond what a test needs to read the calls.
 */
export const createFakeDataProvider = (records: Record<string, RaRecord[]> = {}) => {
  const find = (resource: string, id: unknown) =>
    (records[resource] ?? []).find((record) => String(record.id) === String(id));
  const provider = {
    getList: vi.fn(async (resource: string) => {
      const data = records[resource] ?? [];
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => {
      const record = find(resource, id);
      if (!record) throw new Error('Not found');
      return { data: record };
    }),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: Partial<RaRecord> }) => ({
      data: { ...data, id: 99 },
    })),
    update: vi.fn(
      async (_resource: string, { id, data }: { id: unknown; data: Partial<RaRecord> }) => ({
        data: { ...data, id },
      }),
    ),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: find(resource, id),
    })),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  return provider as typeof provider & DataProvider;
};
