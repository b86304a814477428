import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Payment } from './payment.entity.js';

/** A ledger account of the local processor: a channel's clearing account or a program's account, per currency. */
@Entity('ledger_accounts')
@Index('ux_ledger_accounts_name', ['instanceId', 'name', 'currency'], { unique: true })
export class LedgerAccount extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'char', length: 3 })
  currency: string;
}

/** A balanced set of entries; one settlement and at most one refund per payment (unique). */
@Entity('ledger_transactions')
@Index('ux_ledger_transactions_payment', ['paymentId', 'kind'], { unique: true })
export class LedgerTransaction extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  paymentId: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<Payment>;

  /** settlement or refund. */
  @Column({ type: 'varchar', length: 12 })
  kind: string;
}

/** One signed amount on one account: a transaction's entries sum to zero per currency. */
@Entity('ledger_entries')
@Index('ix_ledger_entries_transaction', ['transactionId'])
@Index('ix_ledger_entries_account', ['instanceId', 'accountId'])
export class LedgerEntry extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  transactionId: number;

  @ManyToOne(() => LedgerTransaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transaction_id' })
  transaction?: Relation<LedgerTransaction>;

  @Column('int')
  accountId: number;

  @ManyToOne(() => LedgerAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Relation<LedgerAccount>;

  @Column('bigint')
  amountMinor: string;

  @Column({ type: 'char', length: 3 })
  currency: string;
}
