# Downloads: let Chrome save into a temporary folder, then wait for the file to be there.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def download(driver, base_url, folder, label):
    driver.get(f"{base_url}/fileDownload")
    # Tell Chrome (through the DevTools protocol) to save downloads into our folder, unasked.
    driver.execute_cdp_cmd(
        "Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(
        (By.XPATH, f'//button[normalize-space()="{label}"]'))).click()


def downloaded(path):
    # Chrome writes to a .crdownload file and renames it once the download is complete.
    def condition(_driver):
        return path.exists() and not path.with_name(path.name + ".crdownload").exists()
    return condition


def test_the_txt_button_downloads_sample_txt(driver, base_url, tmp_path):
    download(driver, base_url, tmp_path, "Download TXT File")
    saved = tmp_path / "sample.txt"
    WebDriverWait(driver, 10).until(downloaded(saved))
    assert saved.read_text() == "Automation Playground sample file\n"


def test_the_pdf_button_downloads_a_pdf(driver, base_url, tmp_path):
    download(driver, base_url, tmp_path, "Download PDF File")
    saved = tmp_path / "sample.pdf"
    WebDriverWait(driver, 10).until(downloaded(saved))
    # Every PDF file starts with these five bytes.
    assert saved.read_bytes()[:5] == b"%PDF-"
