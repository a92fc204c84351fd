import type { SeedTexts } from './types';

const viVN: SeedTexts = {
  infoPages: {
    main: {
      1: {
        title: 'Thông báo trang web',
        body: [
          'Thông báo cũng được hiển thị trên dòng chữ chạy ở trang chủ; thư trong hộp thư chỉ gửi riêng cho bạn.',
        ],
      },
      2: {
        title: 'Điều khoản khuyến mãi',
        body: [
          'Mỗi tài khoản hội viên chỉ được tham gia mỗi chương trình khuyến mãi một lần, và nhận thưởng hằng ngày mỗi ngày một lần.',
          'Tiền thưởng được cộng vào ví chính và hiển thị trong lịch sử giao dịch.',
          '{site} có thể kết thúc hoặc thay đổi chương trình khuyến mãi; phần thưởng bạn đã nhận vẫn thuộc về bạn.',
        ],
      },
      3: {
        title: 'Về chúng tôi',
        body: [
          '{site} cung cấp nổ hũ, bàn chơi trực tiếp, xổ số và nhiều trò chơi khác, trên cả máy tính lẫn điện thoại.',
        ],
      },
      4: {
        title: 'Chính sách bảo mật',
        body: [
          'Chúng tôi lưu giữ thông tin bạn cung cấp để quản lý tài khoản, thanh toán cho bạn và thực hiện nghĩa vụ pháp lý.',
          'Mật khẩu chỉ được lưu dưới dạng mã băm có thêm muối (salted hash); số tài khoản ngân hàng luôn được che bớt khi hiển thị.',
        ],
      },
      5: {
        title: 'Điều khoản và điều kiện',
        body: [
          'Mỗi người chỉ được mở một tài khoản. Bạn phải đủ tuổi theo quy định pháp luật nơi bạn sống mới được chơi bằng tiền thật.',
          'Tiền nạp và tiền rút chỉ được chuyển từ và về tài khoản đứng tên chính bạn.',
        ],
      },
      6: {
        title: 'Các hoạt động tài trợ',
        body: ['Các hoạt động tài trợ của chúng tôi được đăng trên trang Tài trợ ngay khi được công bố.'],
      },
      7: {
        title: 'Liên hệ',
        body: [
          'Hãy gửi thư cho chúng tôi từ hộp thư hoặc qua bộ phận chăm sóc khách hàng; chúng tôi phản hồi mỗi ngày.',
        ],
      },
    },
    faq: {
      1: {
        title: 'Làm thế nào để nạp tiền?',
        body: [
          'Mở mục Nạp tiền, chọn kênh phù hợp với loại tiền tệ của bạn và nhập số tiền.',
          'Với chuyển khoản ngân hàng, hãy chuyển tiền vào tài khoản được hiển thị và nhập mã giao dịch của ngân hàng; tiền sẽ được cộng vào tài khoản sau khi chúng tôi xác nhận.',
        ],
      },
      2: {
        title: 'Có những phương thức nạp tiền nào?',
        body: [
          'Trang Nạp tiền liệt kê mọi kênh đang mở cho loại tiền tệ của bạn, kèm mức tối thiểu và tối đa của từng kênh.',
        ],
      },
      3: {
        title: 'Hộp thư dùng để làm gì?',
        body: [
          'Đây là thư chúng tôi gửi riêng cho bạn. Biểu tượng hiển thị số thư chưa đọc; bạn có thể xóa những thư đã đọc.',
        ],
      },
      4: {
        title: 'Làm thế nào để đăng ký?',
        body: [
          'Chọn Đăng ký, điền các thông tin mà loại tiền tệ của bạn yêu cầu và đồng ý với thỏa thuận dịch vụ.',
        ],
      },
      5: {
        title: 'Ví trò chơi hoạt động thế nào?',
        body: [
          'Khi bạn mở một trò chơi, số dư ví chính được chuyển vào ví của trò chơi đó; khi bạn thoát ra, số dư sẽ được chuyển về.',
          'Mục Ví của tôi hiển thị mọi ví trò chơi, và nút thu hồi sẽ chuyển toàn bộ số dư về cùng một lúc.',
        ],
      },
      6: {
        title: 'Làm thế nào để rút tiền?',
        body: [
          'Liên kết một tài khoản ngân hàng đứng tên bạn, sau đó mở mục Rút tiền, nhập số tiền và mật khẩu rút tiền 4 chữ số.',
          'Số tiền được tạm giữ cho đến khi nhân viên duyệt; nếu bị từ chối, tiền sẽ được hoàn về ví chính.',
        ],
      },
      7: {
        title: 'Hạn mức rút tiền là bao nhiêu?',
        body: [
          'Mỗi loại tiền tệ có mức tối thiểu và tối đa cho mỗi lần rút; trang Rút tiền hiển thị hạn mức của bạn.',
        ],
      },
      8: {
        title: 'Tôi có thể nhận trợ giúp ở đâu?',
        body: ['Hãy đọc các câu hỏi này, hoặc liên hệ bộ phận chăm sóc khách hàng ở chân trang.'],
      },
    },
    discount: {
      1: {
        title: 'Điểm danh nhận thưởng mỗi ngày',
        summary: 'Điểm danh mỗi ngày trong thời gian diễn ra sự kiện và nhận phần thưởng của ngày hôm đó.',
        body: [
          'Khi có sự kiện điểm danh cho loại tiền tệ của bạn, nút lịch sẽ xuất hiện ở cuối trang.',
          'Mở lịch và điểm danh mỗi ngày một lần; phần thưởng của ngày được cộng thẳng vào ví chính.',
        ],
      },
      2: {
        title: 'Lì xì',
        summary: 'Mở lì xì trước khi hết thời gian đếm ngược.',
        body: [
          'Trong thời gian khuyến mãi lì xì, bao lì xì sẽ hiện trên mọi trang kèm đồng hồ đếm ngược.',
          'Mỗi chương trình bạn được mở một lần để nhận số tiền hiển thị; một số chương trình yêu cầu tổng tiền nạp tối thiểu.',
        ],
      },
    },
  },
  agreement: {
    title: 'Thỏa thuận dịch vụ',
    lines: [
      '1. Hội viên phải từ 18 tuổi trở lên và cung cấp thông tin trung thực, đầy đủ.',
      '2. Mỗi người chỉ được có một tài khoản: nhiều tài khoản trùng danh tính, số điện thoại hoặc tài khoản ngân hàng sẽ bị đóng băng.',
      '3. Hội viên tự bảo quản tài khoản và mật khẩu, và tự chịu mọi tổn thất phát sinh do chia sẻ chúng cho người khác.',
      '4. Chúng tôi có quyền điều chỉnh hoặc hủy cược và tiền thưởng khi phát hiện lạm dụng, cược chênh lệch (arbitrage) hoặc chơi bất thường.',
      '5. Hãy chơi có trách nhiệm và trong khả năng tài chính của bạn.',
    ],
  },
  footer: {
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
      custom_link: 'Liên kết khác',
    },
    links: {
      'main/1': 'Thông báo trang web',
      'faq/1': 'Cách nạp tiền',
      'faq/2': 'Phương thức nạp tiền',
      'main/2': 'Điều khoản khuyến mãi',
      'main/3': 'Về chúng tôi',
      'main/4': 'Chính sách bảo mật',
      'main/5': 'Điều khoản và điều kiện',
      'faq/3': 'Về hộp thư của bạn',
      'faq/4': 'Cách đăng ký',
      'main/6': 'Các hoạt động tài trợ',
      'faq/5': 'Cách ví trò chơi hoạt động',
      'faq/6': 'Cách rút tiền',
      'faq/7': 'Hạn mức rút tiền',
      'main/7': 'Liên hệ',
      'faq/8': 'Trung tâm trợ giúp',
      responsibleGambling: 'Chơi có trách nhiệm',
      gamblingTherapy: 'Hỗ trợ cai nghiện cờ bạc',
    },
  },
  games: {
    'koi-reels': 'Vòng Quay Cá Koi',
    'punto-banco': 'Baccarat',
    'lucky-ten': 'Số 10 May Mắn',
    'royal-21': 'Xì Dách Hoàng Gia',
  },
  content: {
    marquee: {
      welcome:
        'Chào mừng bạn đến với {site}: điểm danh mỗi ngày trong thời gian sự kiện để nhận phần thưởng của ngày hôm đó.',
      maintenance: 'Một số nhà cung cấp nổ hũ bảo trì định kỳ vào thứ Ba hằng tuần, từ 04:00 đến 06:00.',
    },
    popup: {
      title: 'Lì xì',
      body: [
        'Trong thời gian khuyến mãi lì xì, bao lì xì sẽ hiện trên mọi trang: <strong>hãy mở trước khi hết giờ đếm ngược</strong> để nhận số tiền hiển thị.',
      ],
    },
  },
  levels: { names: ['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'] },
  promotions: {
    signIn: 'Lịch điểm danh mỗi ngày',
    redEnvelope: 'Lì xì may mắn',
  },
  banners: {
    checkIn: { title: 'Điểm danh nhận thưởng mỗi ngày', subtitle: 'Điểm danh hằng ngày, thưởng về ví ngay' },
    redEnvelope: { title: 'Lì xì may mắn', subtitle: 'Mở lì xì trước khi hết giờ đếm ngược' },
    slots: { title: 'Nổ hũ', subtitle: 'Quay là có cơ hội ẵm trọn hũ thưởng tích lũy' },
  },
  deposit: {
    bankTransfer: 'Chuyển khoản ngân hàng',
    sandboxGateway: 'Thanh toán trực tuyến (thử nghiệm)',
  },
  sponsors: {
    harbourLions: {
      title: 'Câu lạc bộ bóng rổ Sư Tử Cảng',
      story:
        '{site} là nhà tài trợ chính của Sư Tử Cảng mùa giải 2026–27. Hội viên có cơ hội nhận ghế sát sân ở mọi trận sân nhà.',
    },
    jadeRiver: {
      title: 'Đội đua thuyền rồng Sông Ngọc',
      story:
        'Đồng hành cùng đội Sông Ngọc từ năm 2024: theo dõi các cuộc đua và gặp gỡ các tay chèo tại lễ hội mùa hè của chúng tôi.',
    },
    lotusBay: {
      title: 'Câu lạc bộ bóng đá Vịnh Sen',
      story:
        'Mùa này {site} có mặt trên áo đấu của Vịnh Sen. Mỗi trận thắng trên sân nhà là một lượt rút thăm trúng thưởng cho hội viên.',
    },
    goldenWave: {
      title: 'Võ đường Muay Thái Sóng Vàng',
      story: 'Đối tác chính thức của các võ sĩ Sóng Vàng trên hành trình chinh phục giải vô địch quốc gia.',
    },
  },
  agents: {
    levelNames: ['Đại lý', 'Đại lý Bạc', 'Đại lý Vàng', 'Đại lý Bạch kim', 'Đại lý Kim cương'],
    agreement:
      'Thỏa thuận này quy định cách bạn hợp tác với chúng tôi với tư cách đại lý. Khi gửi đơn, bạn đồng ý với thỏa thuận; vi phạm có thể khiến đơn bị từ chối hoặc tư cách đại lý bị chấm dứt.\n\nBạn chỉ mời người chơi bằng đường dẫn, mã và tên miền của riêng mình, và chỉ ở nơi pháp luật cho phép quảng bá trò chơi. Không hứa hẹn lợi nhuận, không trả tiền để người khác đăng ký, không mở tài khoản hộ người khác hay cho chính mình dưới tên khác.\n\nHoa hồng được tính mỗi kỳ theo chương trình có hiệu lực khi kỳ bắt đầu, dựa trên kết quả của đội sau khuyến mãi, hoàn trả và phí. Khi nhân viên duyệt, hoa hồng được trả một lần vào ví của bạn; kỳ âm được chuyển sang kỳ sau hoặc xóa theo chương trình.\n\nChúng tôi có thể kiểm tra đội của bạn về gian lận, lạm dụng khuyến mãi hoặc thông đồng. Kết quả vi phạm không được tính hoa hồng, trường hợp nghiêm trọng sẽ chấm dứt tư cách đại lý. Mọi thắc mắc xin liên hệ chăm sóc khách hàng.',
  },
};

export default viVN;
