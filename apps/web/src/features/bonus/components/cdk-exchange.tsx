import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cdkCodeRule } from '@casino/shared/rules/fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { money } from '../../../lib/format';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';

/** CDK gift codes: preview the prize (bonus.cdkPrize), then exchange it (bonus.cdkExchange). */
export function CdkExchange() {
  const { t } = useTranslation('bonus');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const problem = cdkCodeRule(code);
  const error = code ? problem : undefined;
  const valid = problem === undefined ? code.trim() : null;
  const prize = trpc.bonus.cdkPrize.useQuery({ cdkCode: checked ?? '' }, { enabled: checked !== null });
  const exchange = trpc.bonus.cdkExchange.useMutation({
    onSuccess: async (r) => {
      toast.success(t('cdk.done', { amount: money(r.amount, r.currency) }));
      setCode('');
      setChecked(null);
      await Promise.all([utils.bonus.invalidate(), refreshSession()]);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid === null) return;
    if (checked === valid && prize.data && !prize.data.exchanged) exchange.mutate({ cdkCode: valid });
    else setChecked(valid);
  };
  const p = checked === valid ? prize.data : undefined;
  return (
    <Card title={t('cdk.title')} subtitle={t('cdk.lead')} id="cdk">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('cdk.code')}
          name="cdk"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onValueChange={(v) => {
            setCode(v.toUpperCase());
            setChecked(null);
          }}
          error={tKey(t, error)}
        />
        {p ? (
          <Notice tone={p.exchanged ? 'warning' : 'info'}>
            <strong>{t('cdk.prize', { name: p.name, amount: money(p.amount, p.currency) })}</strong>
            <div className="small">
              {p.prizeType === 1 ? t('cdk.cash') : t('cdk.bonus', { x: p.wagerMultiplier })} ·{' '}
              {t('cdk.remaining', { count: p.remainingUses })}
            </div>
            {p.exchanged ? <div className="small">{t('cdk.already')}</div> : null}
          </Notice>
        ) : null}
        <Button
          type="submit"
          variant={p && !p.exchanged ? 'primary' : 'secondary'}
          loading={prize.isFetching || exchange.isPending}
          disabled={valid === null || p?.exchanged}
        >
          {p && !p.exchanged ? t('cdk.exchange') : t('cdk.check')}
        </Button>
      </form>
    </Card>
  );
}
