/**
 * One deposit order: how to pay it (bank details and transfer name, a QR code, or a crypto address
 * with its QR code), the bank-transfer voucher upload, and its operations (paid, urge, cancel).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_OPERATE, DEPOSIT_STATUS } from '@casino/shared/rules/statuses';
import type { DepositOrderView } from '@casino/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { Notice } from '../../../components/ui/notice';
import { QrCode } from '../../../components/ui/qr-code';
import { toast } from '../../../components/ui/toast-store';
import { fileToBase64, money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useLng } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { OrderStatus } from './order-list';

const BANK_FIELDS = [
  'bankName',
  'bankCode',
  'branchName',
  'branchCode',
  'swiftCode',
  'accountType',
  'accountNo',
  'accountName',
  'transferName',
  'transferCode',
  'reference',
] as const;
const COPYABLE = new Set<string>(['accountNo', 'transferName', 'transferCode', 'reference', 'swiftCode']);

function PayField({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="pay-field">
      <div>
        <div className="pay-field__label">{label}</div>
        <div className="pay-field__value">{value}</div>
      </div>
      {copy ? <CopyButton value={value} label={`${label}: ${value}`} /> : null}
    </div>
  );
}

export function DepositOrderPanel({ order, onClose }: { order: DepositOrderView; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const lng = useLng();
  const utils = trpc.useUtils();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = () => utils.deposit.orders.invalidate();
  const operate = trpc.deposit.orderOperate.useMutation({ onSuccess: refresh });
  const issueQr = trpc.deposit.createQrCodePayment.useMutation({ onSuccess: refresh });
  const upload = trpc.common.uploadFile.useMutation();
  const saveVoucher = trpc.deposit.saveVoucher.useMutation({ onSuccess: refresh });
  const open = order.status <= DEPOSIT_STATUS.REVIEWING;
  const canCancel = order.status === DEPOSIT_STATUS.CREATED || order.status === DEPOSIT_STATUS.PENDING;
  const pay = order.payInfo;
  const qrValue =
    order.channelType === 'QR' ? pay.qrContent : order.channelType === 'CRYPTO' ? pay.address : undefined;

  const onVoucher = async (file: File | undefined) => {
    if (!file) return;
    try {
      const type = file.type as 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'application/pdf';
      const uploaded = await upload.mutateAsync({
        fileName: file.name,
        contentType: type,
        data: await fileToBase64(file),
      });
      await saveVoucher.mutateAsync({ orderNo: order.orderNo, voucherUrl: uploaded.url });
      toast.success(t('order.voucherUploaded'));
    } catch {
      // central handler
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <Card
      title={t('order.title')}
      id="deposit-order"
      actions={<OrderStatus kind="deposit" status={order.status} />}
    >
      <div className="stack">
        {order.status === DEPOSIT_STATUS.PENDING || order.status === DEPOSIT_STATUS.CREATED ? (
          <Notice tone="info">{t('deposit.created')}</Notice>
        ) : null}
        {order.status === DEPOSIT_STATUS.SUCCESS ? (
          <Notice tone="info">{t('order.credited', { amount: money(order.amount, order.currency) })}</Notice>
        ) : null}
        <div className={`pay-panel${qrValue && open ? ' pay-panel--with-qr' : ''}`}>
          <div>
            <PayField label={t('order.amount')} value={money(order.amount, order.currency)} />
            <PayField label={t('order.orderNo')} value={order.orderNo} copy />
            <PayField label={t('order.createdAt')} value={formatDateTime(order.createdAt, lng)} />
            {open ? (
              <PayField label={t('order.expireAt')} value={formatDateTime(order.expireAt, lng)} />
            ) : null}
            {open && order.channelType === 'BANK_TRANSFER'
              ? BANK_FIELDS.filter((f) => pay[f]).map((f) => (
                  <PayField key={f} label={t(`order.${f}`)} value={pay[f]!} copy={COPYABLE.has(f)} />
                ))
              : null}
            {open && order.channelType === 'CRYPTO' ? (
              <>
                {pay.network ? <PayField label={t('order.network')} value={pay.network} /> : null}
                {pay.address ? <PayField label={t('order.address')} value={pay.address} copy /> : null}
                {pay.memo ? <PayField label={t('order.memo')} value={pay.memo} copy /> : null}
              </>
            ) : null}
          </div>
          {open && qrValue ? (
            <QrCode
              value={qrValue}
              alt={order.channelType === 'QR' ? t('order.qrAlt') : t('order.addressQrAlt')}
            />
          ) : null}
        </div>
        {open && order.channelType === 'QR' && !pay.qrContent ? (
          <Button onClick={() => issueQr.mutate({ orderNo: order.orderNo })} loading={issueQr.isPending}>
            {t('order.issueQr')}
          </Button>
        ) : null}
        {open && order.channelType === 'BANK_TRANSFER' ? (
          <div className="stack-sm">
            <strong>{t('order.voucher')}</strong>
            <span className="small muted">{t('order.voucherHint')}</span>
            {order.voucherUrl ? <span className="small">✓ {t('order.voucherUploaded')}</span> : null}
            <div>
              <input
                ref={fileRef}
                id={`voucher-${order.orderNo}`}
                type="file"
                accept="image/png,image/jpeg,image/webp,application/pdf"
                className="visually-hidden"
                onChange={(e) => void onVoucher(e.target.files?.[0])}
              />
              <label
                htmlFor={`voucher-${order.orderNo}`}
                className="btn btn--secondary btn--sm"
                aria-busy={upload.isPending || saveVoucher.isPending}
              >
                {t('order.chooseFile')}
              </label>
            </div>
          </div>
        ) : null}
        <div className="list-actions">
          {order.status === DEPOSIT_STATUS.PENDING ? (
            <Button
              onClick={() =>
                operate.mutate(
                  { orderNo: order.orderNo, operateType: DEPOSIT_OPERATE.CONFIRM_PAID },
                  { onSuccess: () => toast.success(t('order.paidDone')) },
                )
              }
              loading={operate.isPending && operate.variables?.operateType === DEPOSIT_OPERATE.CONFIRM_PAID}
            >
              {t('order.paid')}
            </Button>
          ) : null}
          {order.status === DEPOSIT_STATUS.REVIEWING ? (
            <Button
              variant="secondary"
              onClick={() =>
                operate.mutate(
                  { orderNo: order.orderNo, operateType: DEPOSIT_OPERATE.URGE },
                  { onSuccess: () => toast.success(t('order.urged')) },
                )
              }
            >
              {t('order.urge')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
              {t('order.cancel')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('shell:back')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        name="cancel-deposit"
        open={confirmCancel}
        danger
        title={t('order.cancelConfirmTitle')}
        body={t('order.cancelConfirmBody', { orderNo: order.orderNo })}
        confirmLabel={t('order.cancel')}
        pending={operate.isPending}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() =>
          operate.mutate(
            { orderNo: order.orderNo, operateType: DEPOSIT_OPERATE.CANCEL },
            {
              onSuccess: () => {
                setConfirmCancel(false);
                toast.success(t('order.cancelled'));
              },
            },
          )
        }
      />
    </Card>
  );
}
