import type { PartialCatalog } from '../catalog-types';

// Vietnamese: header, footer and navigation basics; everything else falls back to English.
const viVN: PartialCatalog = {
  check_login_msg: 'Vui lòng đăng nhập trước.',
  goToTop: 'Lên đầu trang',
  common: {
    loading: 'Đang tải…',
    notAvailable: 'Chưa khả dụng',
    notAvailableBody: 'Mục này hiện chưa khả dụng và sẽ ra mắt trong phiên bản sắp tới.',
    backHome: 'Về trang chủ',
    close: 'Đóng',
  },
  language: {
    label: 'Ngôn ngữ',
    choose: 'Chọn ngôn ngữ',
  },
  nav: {
    primary: 'Sảnh trò chơi',
    home: 'Trang chủ',
    promotions: 'Khuyến mãi',
    help: 'Trợ giúp',
    sponsor: 'Tài trợ',
    app: 'Ứng dụng',
    deposit: 'Nạp tiền',
    account: 'Tài khoản',
    agent: 'Trung tâm đại lý',
    service: 'CSKH',
    menu: 'Menu',
    openMenu: 'Mở menu',
    mobileTabs: 'Lối tắt',
  },
  header: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    deposit: 'Nạp tiền',
    myAccount: 'Tài khoản của tôi',
  },
  halls: {
    slot: {
      name: 'Nổ hũ',
    },
    live: {
      name: 'Casino trực tuyến',
    },
    sport: {
      name: 'Thể thao',
    },
    lottery: {
      name: 'Xổ số',
    },
    card: {
      name: 'Game bài',
    },
    virtual_sport: {
      name: 'Thể thao ảo',
    },
    cockfight: {
      name: 'Đá gà',
    },
    esport: {
      name: 'Thể thao điện tử',
    },
  },
  footer: {
    label: 'Thông tin trang',
    sections: {
      announcement: 'Thông báo',
      deposit: 'Nạp tiền',
      discount: 'Khuyến mãi',
      home: 'Trang chủ',
      letter: 'Hộp thư',
      sign_up_user: 'Đăng ký',
      sponsor: 'Tài trợ',
      wallet: 'Ví',
      withdrawal: 'Rút tiền',
      customer_service: 'Chăm sóc khách hàng',
      custom_link: 'Liên kết',
    },
  },
};

export default viVN;
