import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/schema';

/**
 * oidc-provider's storage (sessions, interactions, codes, tokens, grants) in the
 * oidc_payloads table, so every API replica sees the same state. One row per (id, type).
 */
export function kyselyAdapter(db: Db) {
  return class KyselyAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ id, type: this.type, ...row })
        .onConflict((oc) => oc.columns(['id', 'type']).doUpdateSet(row))
        .execute();
      // Expired rows are useless; sweep them now and then instead of running a job.
      if (Math.random() < 0.02)
        await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('id', '=', id)
        .where('type', '=', this.type)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('id', '=', id).where('type', '=', this.type).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }

    private async findBy(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('type', '=', this.type)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at && new Date(row.expires_at).getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : payload;
    }
  };
}
