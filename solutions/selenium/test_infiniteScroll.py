# Infinite scroll: scroll with JavaScript to trigger lazy loading, then wait for the new content.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.XPATH, "//*[@role='status'][starts-with(normalize-space(), 'Paragraphs loaded:')]")
PARAGRAPH_3 = (By.XPATH, "//p[starts-with(normalize-space(), 'Paragraph 3.')]")
PARAGRAPH_4 = (By.XPATH, "//p[starts-with(normalize-space(), 'Paragraph 4.')]")


def scroll_to_bottom(driver):
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")


def test_one_scroll_to_the_bottom_loads_three_more_paragraphs(driver, base_url):
    driver.get(f"{base_url}/infiniteScroll")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.text_to_be_present_in_element(STATUS, "Paragraphs loaded: 3"))

    scroll_to_bottom(driver)
    # The next paragraphs arrive after a short loading delay: wait for the count, not a time.
    wait.until(EC.text_to_be_present_in_element(STATUS, "Paragraphs loaded: 6"))
    assert len(driver.find_elements(By.XPATH, "//p[starts-with(., 'Paragraph ')]")) == 6


def test_with_a_seed_paragraph_4_repeats_on_every_load(driver, base_url):
    texts = []
    for _ in range(2):
        driver.get(f"{base_url}/infiniteScroll?seed=1")
        WebDriverWait(driver, 5).until(EC.visibility_of_element_located(PARAGRAPH_3))
        scroll_to_bottom(driver)
        paragraph = WebDriverWait(driver, 5).until(EC.presence_of_element_located(PARAGRAPH_4))
        texts.append(paragraph.text)
    assert texts[0] == texts[1]
    assert texts[0].startswith("Paragraph 4. ")
