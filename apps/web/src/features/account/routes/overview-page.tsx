/**
 * /{lng}/account: who the player is (avatar, name, login id, member since), profile (email, phone,
 * Japanese name), VIP level and progress, the referral code and link, and logout.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { personNameRule } from '@casino/shared/rules/fields';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { GameMoneyCard } from '../../../components/layout/game-money-card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { LogoutIcon, StarIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { formatMoney } from '@casino/shared/rules/format';
import { formatDate } from '../../../lib/dates';
import { useLng, useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { usePlayerInfo } from '../hooks/use-player-info';
import { AVATARS, Avatar } from '../components/avatar';
import '../components/account.css';

/** VIP points are JPY turnover: shown in yen, as the VIP page shows the turnover. */
function turnover(value: string, short = false): string {
  return formatMoney(value, 'JPY', { abbreviate: short });
}

export function OverviewPage() {
  const { t } = useTranslation('account');
  const lng = useLng();
  const to = useLocalize();
  const navigate = useNavigate();
  const info = usePlayerInfo();
  const vip = trpc.account.levelProcess.useQuery({});
  const utils = trpc.useUtils();
  const [avatarOpen, setAvatarOpen] = useState(false);
  const [nameOpen, setNameOpen] = useState(false);
  const logout = trpc.session.logout.useMutation({
    onSuccess: async () => {
      await utils.invalidate();
      toast.info(t('auth:logoutDone'));
      navigate(to('/'), { replace: true });
    },
  });

  if (info.isPending) return <LoadingBlock />;
  const user = info.data;
  if (!user) return null;
  const referralLink = `${window.location.origin}/${lng}/?form=register&referCode=${encodeURIComponent(user.referCode)}`;
  const fullName = [user.lastNameJapanese, user.firstNameJapanese].filter(Boolean).join(' ');

  return (
    <>
      <Card>
        <div className="profile-head">
          <button
            type="button"
            className="avatar-button"
            onClick={() => setAvatarOpen(true)}
            aria-label={t('avatar.change')}
          >
            <Avatar value={user.avatar} name={user.username} />
          </button>
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <h1 className="profile-name">{t('overview.welcome', { name: fullName || user.username })}</h1>
            <div className="row small muted">
              <span>
                {t('overview.loginName')}: <span className="mono">{user.loginName}</span>
              </span>
              <span>{t('overview.memberSince', { date: formatDate(user.registerTime, lng) })}</span>
            </div>
          </div>
          <span className="vip-badge">
            <StarIcon size={16} />
            {vip.data?.levelName ?? t('vip.level', { level: user.vipLevel })}
          </span>
        </div>
      </Card>
      <GameMoneyCard />
      <div className="grid-2">
        <Card title={t('overview.profile')} id="profile">
          <dl className="dl">
            <dt>{t('overview.email')}</dt>
            <dd className="row" style={{ gap: 8 }}>
              {user.email ?? t('overview.notSet')}
              {user.emailBindFlag ? <Badge tone="success">{t('overview.bound')}</Badge> : null}
            </dd>
            <dt>{t('overview.phone')}</dt>
            <dd className="row" style={{ gap: 8 }}>
              {user.mobile ?? t('overview.notSet')}
              {user.mobileBindFlag ? <Badge tone="success">{t('overview.bound')}</Badge> : null}
            </dd>
            <dt>{t('overview.name')}</dt>
            <dd>{fullName || t('overview.notSet')}</dd>
          </dl>
          <div className="list-actions" style={{ marginTop: 16 }}>
            <Button size="sm" variant="secondary" onClick={() => setNameOpen(true)}>
              {t('overview.editName')}
            </Button>
            <LinkButton size="sm" variant="ghost" to={to('/account/security')}>
              {t('sections.security')}
            </LinkButton>
          </div>
        </Card>
        <Card title={t('vip.title')} id="vip">
          {vip.data ? (
            <div className="stack">
              <div className="row-between">
                <strong style={{ fontSize: 'var(--fs-xl)' }}>{vip.data.levelName}</strong>
                <span className="small muted">
                  {t('vip.points')}: {turnover(vip.data.currentPoints)}
                </span>
              </div>
              <ProgressBar
                value={vip.data.progress}
                label={t('vip.progress')}
                valueText={
                  vip.data.nextLevelName && vip.data.pointsToNext
                    ? t('vip.toNext', {
                        next: vip.data.nextLevelName,
                        amount: turnover(vip.data.pointsToNext),
                      })
                    : t('vip.top')
                }
              />
              {/* A scrolling list: focusable so that a keyboard can scroll it (axe scrollable-region-focusable). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <ol className="vip-levels" aria-label={t('vip.levels')} tabIndex={0}>
                {vip.data.levels.map((l) => (
                  <li key={l.level} aria-current={l.level === vip.data.vipLevel ? 'true' : undefined}>
                    <strong>{l.name}</strong>
                    <div>{t('vip.threshold', { amount: turnover(l.threshold, true) })}</div>
                  </li>
                ))}
              </ol>
            </div>
          ) : (
            <LoadingBlock />
          )}
        </Card>
      </div>
      <Card title={t('referral.title')} subtitle={t('referral.lead')} id="referral">
        <div className="stack">
          <div className="pay-field-like row-between">
            <div>
              <div className="small muted">{t('referral.code')}</div>
              <strong className="mono" style={{ fontSize: 'var(--fs-lg)' }}>
                {user.referCode}
              </strong>
            </div>
            <CopyButton value={user.referCode} label={t('referral.copyCode')} />
          </div>
          <div className="row-between">
            <div style={{ minWidth: 0 }}>
              <div className="small muted">{t('referral.link')}</div>
              <span className="mono small" style={{ overflowWrap: 'anywhere' }}>
                {referralLink}
              </span>
            </div>
            <CopyButton value={referralLink} label={t('referral.copyLink')} />
          </div>
        </div>
      </Card>
      <div>
        <Button variant="secondary" onClick={() => logout.mutate()} loading={logout.isPending}>
          <LogoutIcon size={18} />
          {t('logout')}
        </Button>
      </div>
      <AvatarDialog
        open={avatarOpen}
        onClose={() => setAvatarOpen(false)}
        current={user.avatar}
        name={user.username}
      />
      <NameDialog
        open={nameOpen}
        onClose={() => setNameOpen(false)}
        first={user.firstNameJapanese ?? ''}
        last={user.lastNameJapanese ?? ''}
      />
    </>
  );
}

function AvatarDialog({
  open,
  onClose,
  current,
  name,
}: {
  open: boolean;
  onClose: () => void;
  current: string | null;
  name: string;
}) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const [value, setValue] = useState(current ?? AVATARS[0]!);
  const save = trpc.account.modifyAvatar.useMutation({
    onSuccess: async () => {
      toast.success(t('avatar.saved'));
      onClose();
      await utils.account.playerInfo.invalidate();
    },
  });
  return (
    <Dialog
      name="avatar"
      open={open}
      onClose={onClose}
      title={t('avatar.choose')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('shell:cancel')}
          </Button>
          <Button onClick={() => save.mutate({ avatar: value })} loading={save.isPending}>
            {t('shell:save')}
          </Button>
        </>
      }
    >
      <fieldset className="card-grid avatar-grid">
        <legend className="visually-hidden">{t('avatar.choose')}</legend>
        {AVATARS.map((a, i) => (
          <label key={a} className="avatar-option">
            <input
              type="radio"
              name="avatar"
              value={a}
              checked={value === a}
              onChange={() => setValue(a)}
              aria-label={t('avatar.option', { n: i + 1 })}
            />
            <Avatar value={a} name={name} small />
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}

interface NameValues {
  last: string;
  first: string;
}

function NameDialog({
  open,
  onClose,
  first,
  last,
}: {
  open: boolean;
  onClose: () => void;
  first: string;
  last: string;
}) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const rules = useMemo<Rules<NameValues>>(() => ({ last: personNameRule, first: personNameRule }), []);
  const form = useForm<NameValues>({ last, first }, rules);
  const save = trpc.account.modify.useMutation({
    onSuccess: async () => {
      toast.success(t('overview.nameSaved'));
      onClose();
      await Promise.all([utils.account.playerInfo.invalidate(), refreshSession()]);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    save.mutate({ lastNameJapanese: form.values.last.trim(), firstNameJapanese: form.values.first.trim() });
  };
  return (
    <Dialog name="edit-name" open={open} onClose={onClose} title={t('overview.name')}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="grid-2">
          <TextField label={t('overview.lastName')} autoComplete="family-name" {...form.field('last', t)} />
          <TextField label={t('overview.firstName')} autoComplete="given-name" {...form.field('first', t)} />
        </div>
        <div className="dialog__footer">
          <Button variant="secondary" onClick={onClose}>
            {t('shell:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('overview.saveName')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
