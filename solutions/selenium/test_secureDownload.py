# Secure File Download: an Authorization header through CDP, Chrome's download folder, then read the file.
import base64
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CSV = "id,name,role\n1,Ada,admin\n2,Grace,editor\n3,Linus,viewer\n"


def downloaded(path):
    # Chrome writes to a .crdownload file and renames it once the download is complete.
    def condition(_driver):
        return path.exists() and not path.with_name(path.name + ".crdownload").exists()
    return condition


def test_secure_data_csv_downloads_with_the_credentials(driver, base_url, tmp_path):
    token = base64.b64encode(b"student:playground").decode("ascii")
    # Every request of the page, the file download too, carries the credentials.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.setExtraHTTPHeaders", {"headers": {"Authorization": f"Basic {token}"}})
    driver.get(f"{base_url}/secureDownload")
    # Tell Chrome (through the DevTools protocol) to save downloads into our folder, unasked.
    driver.execute_cdp_cmd(
        "Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(tmp_path)})
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(
        (By.LINK_TEXT, "secure-data.csv"))).click()

    saved = tmp_path / "secure-data.csv"
    WebDriverWait(driver, 10).until(downloaded(saved))
    assert saved.read_text(encoding="utf-8") == CSV


def test_without_credentials_the_file_answers_401(base_url):
    # WebDriver does not expose HTTP statuses: ask the server directly.
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{base_url}/secureDownload/files/secure-data.csv")
    assert refused.value.code == 401
    assert refused.value.read() == b'{"message":"Authentication required."}'
